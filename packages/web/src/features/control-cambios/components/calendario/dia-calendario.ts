/** A calendar day's state (seed 001 §4): 'Todo al día' when every change was reviewed. */
import { ultimoDiaDelMes } from '@expediente/domain';
import type { ControlHistorialItem } from '@expediente/domain/contrato/control-cambios';

export function tituloDelDia(control: ControlHistorialItem): 'Todo al día' | 'Pendiente finalizar' {
  return control.totalCambios === control.totalCambiosRevisados ? 'Todo al día' : 'Pendiente finalizar';
}

const contar = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

/**
 * What a day's cell counts, by the control's rule (resumen-control.ts, issue 21.2): the day's
 * changes apart from the cases that could not be consulted and those without change in 3 months —
 * '0 cambios · 6 sin consultar · 0 revisados', not '6 cambios'.
 */
export function conteoDelDia(control: ControlHistorialItem): string {
  const sinCambios3Meses = control.totalProcesosSinCambios - control.totalNoConsultados;
  const partes = [contar(control.totalCambiosDelDia, 'cambio', 'cambios')];
  if (control.totalNoConsultados > 0) partes.push(`${control.totalNoConsultados} sin consultar`);
  if (sinCambios3Meses > 0) partes.push(`${sinCambios3Meses} sin cambios en 3 meses`);
  partes.push(contar(control.totalCambiosRevisados, 'revisado', 'revisados'));
  return partes.join(' · ');
}

/** yyyymmdd of the first and last day of a month (month 0-11). */
export function rangoDelMes(year: number, month: number): { desde: number; hasta: number } {
  const last = ultimoDiaDelMes(year, month + 1);
  const base = year * 10_000 + (month + 1) * 100;
  return { desde: base + 1, hasta: base + last };
}
