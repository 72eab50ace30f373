/**
 * The monthly invoice's e-mail to the holder (issue 12 item 2): the period, what was billed, the
 * referral discount when there is one, the total, the last day to pay and the link to pay it.
 */
import type { MailMessage } from '../types.ts';
import { escapeHtml, htmlLayout } from './layout.ts';

export interface FacturaMensualData {
  nombre: string;
  codigoFactura: string;
  /** 'dd/mm/yyyy al dd/mm/yyyy', both days billed. */
  periodo: string;
  /** dd/mm/yyyy, the last day to pay. */
  vence: string;
  plan: string;
  procesos: number;
  fuentes: number;
  /** Whole pesos already taken off the total; 0 names no discount. */
  descuentoReferidos: number;
  totalFactura: number;
  /** The profile page opened on this invoice. */
  enlace: string;
}

/** Whole pesos with dots between thousands, as the invoice prints them: $1.234.567. */
function pesos(valor: number): string {
  return `$${String(valor).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

export function facturaMensualEmail(data: FacturaMensualData): MailMessage {
  const subject = `Tu factura ${data.codigoFactura} de Expediente Digital: ${pesos(data.totalFactura)}`;
  const pagar = `Consúltala y págala aquí: ${data.enlace}`;
  const lineas = [
    `Hola, ${data.nombre}:`,
    '',
    `Tu factura ${data.codigoFactura} de Expediente Digital por el periodo del ${data.periodo} ya está disponible.`,
    `Plan: ${data.plan}. Procesos: ${data.procesos}. Fuentes de consulta: ${data.fuentes}.`,
    ...(data.descuentoReferidos > 0
      ? [`Descuento por tus colegas referidos: ${pesos(data.descuentoReferidos)}.`]
      : []),
    `Total: ${pesos(data.totalFactura)}. Fecha límite de pago: ${data.vence}.`,
    '',
    pagar,
    '',
    'Si no pagas a tiempo, la cuenta puede ser suspendida y las consultas se detienen.',
  ];
  const html = htmlLayout(
    `Tu factura ${data.codigoFactura}`,
    lineas
      .map((linea) =>
        linea === pagar
          ? `<p><a href="${escapeHtml(data.enlace)}">Consultar y pagar la factura ${escapeHtml(data.codigoFactura)}</a></p>`
          : `<p>${escapeHtml(linea)}</p>`,
      )
      .join(''),
  );
  return { template: 'factura-mensual', subject, text: lineas.join('\n'), html };
}
