/**
 * The coached tour after the welcome popup (seed 002 §2): a few steps over the main places of
 * the app. Its seen flag is local (seed 002 §3 'Stored locally: … tour flags').
 */
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { GuiaFlotante } from './guia-flotante.tsx';

export const RECORRIDO_VISTO_KEY = 'recorridoBienvenidaVisto';

const PASOS = [
  {
    titulo: 'Registrar procesos',
    texto: 'Desde el panel lateral registra tus procesos con su radicado, uno a uno o en carga masiva.',
  },
  {
    titulo: 'Procesos',
    texto: 'Aquí ves tus procesos, primero los que han cambiado. Busca por radicado, partes o etiqueta.',
  },
  {
    titulo: 'Control de cambios',
    texto: 'Cada mañana encuentras los cambios del día para revisarlos uno a uno.',
  },
  {
    titulo: 'Notificaciones',
    texto: 'Las novedades llegan aquí, a tu correo y a la app del celular antes de las 8:00 a. m.',
  },
] as const;

interface RecorridoGuiadoProps {
  opened: boolean;
  onClose: () => void;
}

export function RecorridoGuiado({ opened, onClose }: RecorridoGuiadoProps) {
  const [indice, setIndice] = useState(0);
  const paso = PASOS[indice] ?? PASOS[0];
  const esUltimo = indice === PASOS.length - 1;
  const terminar = () => {
    localStorage.setItem(RECORRIDO_VISTO_KEY, 'true');
    onClose();
  };
  return (
    <GuiaFlotante
      opened={opened}
      etiqueta="Recorrido por Expediente Digital"
      titulo={`${paso.titulo} (${indice + 1} de ${PASOS.length})`}
      onClose={terminar}
      acciones={
        <>
          {indice > 0 ? (
            <Button size="xs" variant="default" onClick={() => setIndice(indice - 1)}>
              Anterior
            </Button>
          ) : (
            <Button size="xs" variant="subtle" color="gray" onClick={terminar}>
              Saltar recorrido
            </Button>
          )}
          <Button size="xs" onClick={esUltimo ? terminar : () => setIndice(indice + 1)}>
            {esUltimo ? 'Finalizar' : 'Siguiente'}
          </Button>
        </>
      }
    >
      <Text size="sm">{paso.texto}</Text>
    </GuiaFlotante>
  );
}
