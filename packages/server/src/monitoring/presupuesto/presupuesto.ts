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
