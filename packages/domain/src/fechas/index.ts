/**
 * The one date module (issue 22): calendar-day arithmetic, the Bogotá day and clock, and the
 * dd/mm/yyyy the product writes. Server and web import dates from here, never rebuild them.
 */
export * from './bogota.ts';
export * from './calendario.ts';
export * from './formato.ts';
export * from './meses.ts';
