/**
 * Arithmetic on calendar days written 'YYYY-MM-DD'. A calendar day has no time zone, so the
 * arithmetic runs in UTC at noon: no daylight-saving or zone offset can move it to another day.
 */

/** Whole days added to a 'YYYY-MM-DD' day (negative to go back). */
export function sumarDias(dia: string, dias: number): string {
  const fecha = new Date(`${dia.slice(0, 10)}T12:00:00Z`);
  fecha.setUTCDate(fecha.getUTCDate() + dias);
  return fecha.toISOString().slice(0, 10);
}

/** Days from `desde` to `hasta` (both 'YYYY-MM-DD'); negative when `hasta` comes first. */
export function diasEntre(desde: string, hasta: string): number {
  return Math.round((Date.parse(`${hasta}T12:00:00Z`) - Date.parse(`${desde}T12:00:00Z`)) / 86_400_000);
}

/** The last day (28–31) of a month, `mes` 1–12. */
export function ultimoDiaDelMes(anio: number, mes: number): number {
  return new Date(Date.UTC(anio, mes, 0)).getUTCDate();
}

/** Whole months added to a 'YYYY-MM-DD' day, the day clamped to the month's last (31 Jan + 1 → 28/29 Feb). */
export function sumarMeses(dia: string, meses: number): string {
  const [anio, mes, d] = dia.split('-').map(Number) as [number, number, number];
  const total = anio * 12 + (mes - 1) + meses;
  const anioNuevo = Math.floor(total / 12);
  const mesNuevo = total - anioNuevo * 12 + 1;
  return aDia(anioNuevo, mesNuevo, Math.min(d, ultimoDiaDelMes(anioNuevo, mesNuevo)));
}

/** 'YYYY-MM-DD' of a year, month (1–12) and day. */
export function aDia(anio: number, mes: number, dia: number): string {
  return `${anio}-${dosCifras(mes)}-${dosCifras(dia)}`;
}

/** The yyyymmdd number the API names days with (`idFecha`). */
export function aIdFecha(dia: string): number {
  return Number(dia.slice(0, 10).replaceAll('-', ''));
}

function dosCifras(valor: number): string {
  return String(valor).padStart(2, '0');
}
