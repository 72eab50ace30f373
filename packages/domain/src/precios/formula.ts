/**
 * The price simulator's formula (seed 002 §9): the seven plans, the volume-discount bands and the
 * monthly value. Pure integer arithmetic in whole Colombian pesos, shared by the simulator page and
 * the invoices.
 */
import type { FuenteId } from '../sources.ts';

export interface PlanPrecio {
  nombre: string;
  consultasPorMes: number;
  /** Pesos per query before any source surcharge. */
  precioInicial: number;
  /** Pesos added per query for each step of the source count. */
  recargo: number;
}

/** The seven plans of seed 002 §9, in the seed's order. */
export const PLANES_PRECIO: readonly PlanPrecio[] = [
  { nombre: 'Todos los días', consultasPorMes: 26, precioInicial: 1335, recargo: 134 },
  { nombre: 'Lunes y Miércoles', consultasPorMes: 8, precioInicial: 796, recargo: 80 },
  { nombre: 'Martes y Jueves', consultasPorMes: 8, precioInicial: 847, recargo: 85 },
  { nombre: 'Miércoles y Viernes', consultasPorMes: 8, precioInicial: 899, recargo: 90 },
  { nombre: 'Una vez por semana', consultasPorMes: 4, precioInicial: 633, recargo: 63 },
  { nombre: 'Dos veces al mes', consultasPorMes: 2, precioInicial: 529, recargo: 53 },
  { nombre: 'Una vez al mes', consultasPorMes: 1, precioInicial: 397, recargo: 40 },
];

/** Volume-discount bands by number of cases (seed 002 §9); `hasta` null means no upper limit. */
export const BANDAS_DESCUENTO: readonly { desde: number; hasta: number | null; porcentaje: number }[] = [
  { desde: 1, hasta: 300, porcentaje: 0 },
  { desde: 301, hasta: 499, porcentaje: 10 },
  { desde: 500, hasta: 999, porcentaje: 20 },
  { desde: 1000, hasta: 1999, porcentaje: 30 },
  { desde: 2000, hasta: 2999, porcentaje: 40 },
  { desde: 3000, hasta: 4999, porcentaje: 45 },
  { desde: 5000, hasta: null, porcentaje: 50 },
];

/** The sources toggled on when the simulator opens: Unificada (2), Samai (4), Publicaciones Procesales (6). */
export const FUENTES_POR_DEFECTO_SIMULADOR: readonly FuenteId[] = [4, 2, 6];

/** Largest number of cases the simulator prices (keeps every product a safe integer). */
export const MAX_PROCESOS_SIMULADOR = 1_000_000;

/**
 * 'Number of extra sources toggled' (seed 002 §9). The seed keeps a counter that starts at 0 with
 * the three default sources on and moves by +1 or −1 on each toggle, so it is the number of active
 * sources minus the three defaults: 0 for the defaults, +1 per further source turned on, −1 per
 * default turned off. With at least one source on it ranges from −2 to +4.
 */
export function fuentesExtra(fuentesActivas: number): number {
  if (!Number.isInteger(fuentesActivas) || fuentesActivas < 1 || fuentesActivas > 7)
    throw new RangeError(`Número de fuentes activas fuera de rango: ${fuentesActivas}`);
  return fuentesActivas - FUENTES_POR_DEFECTO_SIMULADOR.length;
}

/** Price per query = initial price + surcharge × (extra sources toggled + 1). */
export function precioPorConsulta(plan: PlanPrecio, fuentesActivas: number): number {
  return plan.precioInicial + plan.recargo * (fuentesExtra(fuentesActivas) + 1);
}

/** The volume discount, as a whole percentage, for a number of cases (1 or more). */
export function porcentajeDescuento(procesos: number): number {
  assertProcesos(procesos);
  const banda = BANDAS_DESCUENTO.find(
    (b) => procesos >= b.desde && (b.hasta === null || procesos <= b.hasta),
  );
  return banda?.porcentaje ?? 0;
}

/** Monthly value = round(cases × price per query × (1 − volume discount)), whole pesos. */
export function valorMensual(plan: PlanPrecio, procesos: number, fuentesActivas: number): number {
  const porcentaje = porcentajeDescuento(procesos);
  // Integer pesos × whole percent, divided once: no binary fraction such as 0.9 enters the rounding.
  const centesimos = procesos * precioPorConsulta(plan, fuentesActivas) * (100 - porcentaje);
  return Math.round(centesimos / 100);
}

export interface FilaPlan {
  plan: PlanPrecio;
  precioPorConsulta: number;
  porcentajeDescuento: number;
  valorMensual: number;
}

/** The simulator's table: one row per plan for the given cases and active sources. */
export function simularPlanes(procesos: number, fuentesActivas: number): FilaPlan[] {
  return PLANES_PRECIO.map((plan) => ({
    plan,
    precioPorConsulta: precioPorConsulta(plan, fuentesActivas),
    porcentajeDescuento: porcentajeDescuento(procesos),
    valorMensual: valorMensual(plan, procesos, fuentesActivas),
  }));
}

/**
 * Reads the free-text number of cases. Accepts digits with optional spaces and Colombian thousands
 * dots ('1.500'); anything else is a reason in Spanish instead of a number.
 */
export function parseProcesos(
  texto: string,
): { ok: true; procesos: number } | { ok: false; mensaje: string } {
  const limpio = texto.replace(/\s+/g, '');
  if (limpio === '') return { ok: false, mensaje: 'Escribe el número de procesos.' };
  const esNumero = /^\d+$/.test(limpio) || /^\d{1,3}(\.\d{3})+$/.test(limpio);
  if (!esNumero)
    return {
      ok: false,
      mensaje: 'El número de procesos debe ser un número entero, sin letras ni decimales.',
    };
  const procesos = Number(limpio.replaceAll('.', ''));
  if (procesos < 1) return { ok: false, mensaje: 'El número de procesos debe ser mayor que 0.' };
  if (procesos > MAX_PROCESOS_SIMULADOR)
    return { ok: false, mensaje: 'El simulador calcula hasta 1.000.000 de procesos.' };
  return { ok: true, procesos };
}

function assertProcesos(procesos: number): void {
  if (!Number.isInteger(procesos) || procesos < 1 || procesos > MAX_PROCESOS_SIMULADOR)
    throw new RangeError(`Número de procesos fuera de rango: ${procesos}`);
}

/** Premium change-control offer (seed 002 §2, §9): $0 for 8 calendar days, then $100.000 per month. */
export const CONTROL_CAMBIOS_PREMIUM = { diasPrueba: 8, precioPrueba: 0, precioMensual: 100_000 } as const;
