/**
 * The rotating top-bar card (seed 002 §2, §9): every 4 s it slides (1 s) between the changes the
 * automatic queries found and the time they saved, from the account's last summary. Only for
 * accounts with the flag; a click opens 'Mis estadísticas'.
 */
import { Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTarjetaEstadisticas, useUltimoResumen } from '../api/estadisticas-api.ts';
import { abrirEstadisticas } from '../estadisticas-store.ts';
import clases from './estadisticas.module.css';

export const INTERVALO_TARJETA_MS = 4000;

export function TarjetaRotativa() {
  const habilitada = useTarjetaEstadisticas().data?.habilitada === true;
  const resumen = useUltimoResumen(habilitada);
  const [cara, setCara] = useState(0);
  useEffect(() => {
    if (!habilitada) return;
    const timer = setInterval(() => setCara((actual) => 1 - actual), INTERVALO_TARJETA_MS);
    return () => clearInterval(timer);
  }, [habilitada]);
  if (!habilitada || !resumen.data) return null;
  return (
    <UnstyledButton
      className={clases.ventanaTarjeta}
      onClick={abrirEstadisticas}
      data-testid="tarjeta-estadisticas"
    >
      <div className={clases.tiraTarjeta} style={{ transform: `translateX(${cara * -50}%)` }}>
        <Stack gap={0} className={clases.caraTarjeta} aria-hidden={cara !== 0}>
          <Text size="xs" c="dimmed">
            Consultas automáticas
          </Text>
          <Text size="sm" fw={700}>
            {resumen.data.totalCambios} Cambios encontrados
          </Text>
        </Stack>
        <Stack gap={0} className={clases.caraTarjeta} aria-hidden={cara !== 1}>
          <Text size="xs" fw={700} lh={1.3}>
            Ahorraste o evitaste gastar {resumen.data.horasAhorradas} horas hoy
          </Text>
        </Stack>
      </div>
    </UnstyledButton>
  );
}
