/**
 * The change-control tutorials (seed 001 §4): the dependent's 5 steps start 3 s after load, the
 * coordinator's tour 2 s after load, each only while not seen, and each marks itself seen on the
 * server when finished. The dependent's ends with a pending step-6 flag (step 6 is on the case detail).
 */
import { TIPO_TUTORIAL } from '@expediente/domain';
import { Button, Group, Modal, Stepper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { controlKeys, marcarTutorialVisto } from '../../api/control-api.ts';

export const PASO_6_PENDIENTE = 'tutorial-dependiente-paso-6';

const PASOS = {
  dependiente: [
    [
      'Tu control de cambios del día',
      'Aquí ves todo lo que encontramos anoche en tus procesos, antes de las 8:00 a. m.',
    ],
    [
      'Cambios por revisar',
      'Esta tarjeta cuenta los cambios que aún no has revisado. "Ver días anteriores" abre el calendario.',
    ],
    [
      'Tito prioriza',
      'Los cambios marcados "Tito" son los que Tito considera importantes; aparecen primero.',
    ],
    [
      'Revisa un cambio',
      'Haz clic en una fila para abrir el proceso con su tarjeta de revisión y escribe tu conclusión.',
    ],
    [
      'Finaliza',
      'Marca "Finalizado" cuando termines; al revisar todo, el informe de cambios importantes queda listo.',
    ],
  ],
  coordinador: [
    ['Informe de cambios importantes', 'Estos son los procesos que tu equipo marcó como importantes hoy.'],
    ['Conclusiones', 'Haz clic en una fila para leer la conclusión que escribió quien revisó el cambio.'],
    ['Días anteriores', 'Con "Ver días anteriores" consultas los informes de otros días.'],
  ],
} as const;

export function Tutorial({ tipo, visto }: { tipo: 'dependiente' | 'coordinador'; visto: boolean }) {
  const queryClient = useQueryClient();
  const [abierto, setAbierto] = useState(false);
  const [paso, setPaso] = useState(0);
  const pasos = PASOS[tipo];
  useEffect(() => {
    if (visto) return;
    const timer = setTimeout(() => setAbierto(true), tipo === 'dependiente' ? 3000 : 2000);
    return () => clearTimeout(timer);
  }, [visto, tipo]);
  const terminar = () => {
    setAbierto(false);
    if (tipo === 'dependiente') localStorage.setItem(PASO_6_PENDIENTE, 'true');
    void marcarTutorialVisto(TIPO_TUTORIAL[tipo]).then(() =>
      queryClient.invalidateQueries({ queryKey: [...controlKeys.all, 'usuario-actual'] }),
    );
  };
  return (
    <Modal opened={abierto} onClose={terminar} title="Guía del control de cambios" size="lg" centered>
      <Stepper active={paso} size="xs">
        {pasos.map(([titulo, texto]) => (
          <Stepper.Step key={titulo} label={titulo}>
            <Text mt="md">{texto}</Text>
          </Stepper.Step>
        ))}
      </Stepper>
      <Group justify="space-between" mt="lg">
        <Button variant="default" disabled={paso === 0} onClick={() => setPaso(paso - 1)}>
          Anterior
        </Button>
        {paso < pasos.length - 1 ? (
          <Button onClick={() => setPaso(paso + 1)}>Siguiente</Button>
        ) : (
          <Button onClick={terminar}>Terminar</Button>
        )}
      </Group>
    </Modal>
  );
}
