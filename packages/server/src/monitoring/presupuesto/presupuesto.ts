/**
 * The night's request budget per court host and egress (issue 23). By default the sweep window
 * (plan-noche.ts: from the sweep to the day close) at the courts' polite pace of one request per
 * second per host: 5 h × 3,600 = 18,000 requests. SWEEP_BUDGET_PER_HOST overrides it.
 */
import { HORA_BARRIDO_MINUTOS, HORA_CIERRE_MINUTOS } from '../plan-noche.ts';

const SOLICITUDES_POR_SEGUNDO = 1;

export const PRESUPUESTO_NOCHE_POR_DEFECTO =
  (HORA_CIERRE_MINUTOS - HORA_BARRIDO_MINUTOS) * 60 * SOLICITUDES_POR_SEGUNDO;

/** Every watched process fully checked at least this often (SWEEP_FLOOR_DAYS). */
export const DIAS_PISO_POR_DEFECTO = 7;

/**
 * Share of each egress's budget per host (SWEEP_USER_RESERVE_PERCENT) that the night's lower tiers
 * may not take, kept for the checks a person asks for while the night runs (a manual refresh):
 * 1 % of 18,000 is 180 requests, some ninety checks per egress and host.
 */
export const RESERVA_USUARIO_POR_CIENTO_POR_DEFECTO = 1;

/** The requests of `presupuesto` kept for checks asked for during the night (whole requests). */
export const margenUsuario = (presupuesto: number, porCiento: number) =>
  Math.floor((presupuesto * porCiento) / 100);

/**
 * Checks of one egress in flight at once (consultar-proceso.ts: 2 workers × 8 jobs per fetch). Each
 * claims a search and a page before its first request (gasto.ts), so at the end of the budget the
 * plan keeps one request per check in flight: the claims of the last checks must not be refused.
 */
export const CONSULTAS_EN_VUELO_POR_EGRESO = 16;
