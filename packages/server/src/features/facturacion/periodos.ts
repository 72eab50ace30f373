/**
 * Billing periods and invoice codes: pure helpers shared by the monthly invoices and the referral
 * discount (which reads the period an invoice bills). Kept apart from facturas-mensuales.ts so the
 * referral discount can use them without importing the invoicing job that uses the discount.
 */
import { sumarMeses } from '@expediente/domain';

export interface Periodo {
  desde: string;
  /** The renewal day: first day of the next period, when the invoice is issued. */
  hasta: string;
}

/** Every whole month from `inicio` that has ended by `hoy` (its renewal day reached), oldest first. */
export function periodosPorFacturar(inicio: string, hoy: string): Periodo[] {
  const periodos: Periodo[] = [];
  for (let k = 0; ; k += 1) {
    // Always from the start, never chained: 31 Jan → 28 Feb → 31 Mar, not 28 Mar.
    const hasta = sumarMeses(inicio, k + 1);
    if (hasta > hoy) return periodos;
    periodos.push({ desde: sumarMeses(inicio, k), hasta });
  }
}

export function codigoFactura(idAbogado: number, desde: string): string {
  return `ED-${idAbogado}-${desde.replaceAll('-', '')}`;
}

/** The period an invoice of ours bills, read back from its code; null for codes of other origin. */
export function periodoDeCodigo(codigo: string): Periodo | null {
  const match = /^ED-\d+-(\d{4})(\d{2})(\d{2})$/.exec(codigo);
  if (!match) return null;
  const desde = `${match[1]}-${match[2]}-${match[3]}`;
  return { desde, hasta: sumarMeses(desde, 1) };
}
