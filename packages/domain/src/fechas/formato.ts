/**
 * How the product writes dates to people: dd/mm/yyyy (seed 000 §9), and dd/mm/yyyy HH:mm on the
 * Bogotá clock for instants, whatever the zone of the server or the browser.
 * The overloads let a nullable value pass through (null in, null out) without a guard at each call.
 */
import { diaBogota, horaBogota } from './bogota.ts';
import { aDia, ultimoDiaDelMes } from './calendario.ts';

/** dd/mm/yyyy of a calendar day ('YYYY-MM-DD', or a longer ISO string whose first ten characters are the day). */
export function formatearDia(dia: string): string;
export function formatearDia(dia: string | null): string | null;
export function formatearDia(dia: string | null): string | null {
  if (dia === null) return null;
  const [anio, mes, d] = dia.slice(0, 10).split('-');
  return `${d}/${mes}/${anio}`;
}

/** dd/mm/yyyy of an instant, on the Bogotá calendar. */
export function formatearInstante(instante: Date): string;
export function formatearInstante(instante: Date | null): string | null;
export function formatearInstante(instante: Date | null): string | null {
  return instante === null ? null : formatearDia(diaBogota(instante));
}

/** dd/mm/yyyy HH:mm (24 h) of an instant, on the Bogotá clock. */
export function formatearFechaHora(instante: Date): string {
  return `${formatearDia(diaBogota(instante))} ${horaBogota(instante)}`;
}

/**
 * The calendar day ('YYYY-MM-DD') a person typed as dd/mm/aaaa (day and month may have one digit),
 * or null when the text is not such a date or names a day that does not exist (31/02/2026).
 */
export function leerDia(texto: string): string | null {
  const partes = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(texto.trim());
  if (!partes) return null;
  const [dia, mes, anio] = partes.slice(1).map(Number) as [number, number, number];
  if (mes < 1 || mes > 12 || dia < 1 || dia > ultimoDiaDelMes(anio, mes)) return null;
  return aDia(anio, mes, dia);
}
