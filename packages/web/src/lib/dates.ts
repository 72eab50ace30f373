/**
 * Dates are computed and written by the domain's date module (@expediente/domain, fechas/), on the
 * Bogotá clock whatever the browser's zone; only the tables' short date lives here.
 */
import { formatearDia, formatearInstante } from '@expediente/domain';

/** An ISO string that names its zone (Z or ±hh:mm) is an instant; without one, its first ten characters are the day. */
const CON_ZONA = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

/** dd/mm/yyyy for the detail tables; empty values and the placeholder year 0001 read '---' (seed 000 §9). */
export function fechaCorta(value: string | null | undefined): string {
  if (!value || value.startsWith('0001')) return '---';
  return CON_ZONA.test(value) ? formatearInstante(new Date(value)) : formatearDia(value);
}
