/**
 * The rotating top-bar card (seed 002 §2, §9): every 4 s it slides (1 s) between the changes the
 * automatic queries found and the time they saved, from the account's last summary. Only for
 * accounts with the flag; a click opens 'Mis estadísticas'. Its lines are plain elements styled
 * like Mantine's Text: the card is part of the admin shell's render (issue 21, item 18).
 */
import { UnstyledButton } from '@mantine/core';
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
        <span className={clases.caraTarjeta} aria-hidden={cara !== 0}>
          <span className={clases.textoTenue}>Consultas automáticas</span>
          <span className={clases.textoFuerte}>
            {resumen.data.totalCambios === 1
              ? '1 cambio encontrado'
              : `${resumen.data.totalCambios} cambios encontrados`}
          </span>
        </span>
        <span className={clases.caraTarjeta} aria-hidden={cara !== 1}>
          <span className={clases.textoAhorro}>
            Ahorraste o evitaste gastar {resumen.data.horasAhorradas} horas hoy
          </span>
        </span>
      </div>
    </UnstyledButton>
  );
}
