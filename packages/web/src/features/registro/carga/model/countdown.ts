/** The load dialog's countdown (seed 000 §4): mm:ss, or hh:mm:ss when more than 5 cases load. */
const pad = (value: number) => String(value).padStart(2, '0');

export function formatearCuentaRegresiva(remainingMs: number, cargaMasDe5: boolean): string {
  const totalSeconds = Math.max(0, Math.floor(remainingMs / 1000));
  const seconds = totalSeconds % 60;
  if (!cargaMasDe5) return `${pad(Math.floor(totalSeconds / 60))}:${pad(seconds)}`;
  const minutes = Math.floor(totalSeconds / 60) % 60;
  return `${pad(Math.floor(totalSeconds / 3600))}:${pad(minutes)}:${pad(seconds)}`;
}

/** A load of 5 or fewer cases shows its result in a popup; more go to their own page. */
export const MAX_PROCESOS_POPUP = 5;

export const esCargaDeMasDe5 = (total: number) => total > MAX_PROCESOS_POPUP;
