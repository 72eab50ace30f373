/** A calendar day's state (seed 001 §4): 'Todo al día' when every change was reviewed. */
import { ultimoDiaDelMes } from '@expediente/domain';
import type { ControlHistorialItem } from '../../api/types.ts';

export function tituloDelDia(control: ControlHistorialItem): 'Todo al día' | 'Pendiente finalizar' {
  return control.totalCambios === control.totalCambiosRevisados ? 'Todo al día' : 'Pendiente finalizar';
}

/** yyyymmdd of the first and last day of a month (month 0-11). */
export function rangoDelMes(year: number, month: number): { desde: number; hasta: number } {
  const last = ultimoDiaDelMes(year, month + 1);
  const base = year * 10_000 + (month + 1) * 100;
  return { desde: base + 1, hasta: base + last };
}
