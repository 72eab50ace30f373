/**
 * The night planned backwards from the promise (issue 'Telling the lawyer before 08:00'), in
 * Bogotá minutes after midnight. The promise is 08:00 and our own goal 07:30. Sending every report
 * of 10,000 accounts takes under 4 minutes on 2 cores (bench/informes-diarios.ts), and an SMTP
 * outage must be survivable: the retries back off to at most 15 minutes, so a 60-minute outage
 * still ends with every report out about 75 minutes after the close. Hence the close at 06:00
 * (controls, Tito, notifications and the outbox take under 20 s for 10,000 accounts), and the
 * sweep starting at 01:00 with five hours for the courts' slow portals. bench/noches-informes.ts
 * measures the result over a month of nights with injected faults.
 */
export const HORA_BARRIDO_MINUTOS = 1 * 60;
export const HORA_CIERRE_MINUTOS = 6 * 60;
export const META_MINUTOS = 7 * 60 + 30;
export const PROMESA_MINUTOS = 8 * 60;

const cron = (minutos: number) => `${minutos % 60} ${Math.floor(minutos / 60)} * * *`;

/** Defaults of SWEEP_CRON and CLOSE_DAY_CRON (America/Bogota). */
export const SWEEP_CRON_POR_DEFECTO = cron(HORA_BARRIDO_MINUTOS);
/**
 * The close fires at 06:00 and again every 5 minutes until 11:55; only the first run that finds the
 * day open does the work (dias_cerrados). pg-boss sends a cron only within a minute of its time, so
 * one tick with no process up would otherwise lose the day's close and its morning reports.
 * (HORA_CIERRE_MINUTOS is a whole hour.)
 */
export const CLOSE_DAY_CRON_POR_DEFECTO = `*/5 ${HORA_CIERRE_MINUTOS / 60}-11 * * *`;

export function planDeLaNoche() {
  const hora = (minutos: number) =>
    `${String(Math.floor(minutos / 60)).padStart(2, '0')}:${String(minutos % 60).padStart(2, '0')}`;
  return {
    barrido: hora(HORA_BARRIDO_MINUTOS),
    cierreDelDia: hora(HORA_CIERRE_MINUTOS),
    cierreSiNoCorrio: 'cada 5 minutos hasta las 11:55',
    informes: `desde el cierre; reintentos cada 5 minutos con espera creciente hasta 15 minutos`,
    meta: hora(META_MINUTOS),
    promesa: hora(PROMESA_MINUTOS),
  };
}
