/** The words of the invoice banner, kept apart from the markup so they are unit-tested. */
import type { FacturaProximaAVencer } from '@expediente/domain/contrato/facturacion';
import { formatearCop } from './format-cop.ts';

export interface FacturaAviso {
  title: string;
  detail: string;
  color: 'red' | 'orange';
}

export function diasMoraText(dias: number): string {
  return dias === 1 ? '1 día de mora' : `${dias} días de mora`;
}

export function describeFactura(factura: FacturaProximaAVencer): FacturaAviso {
  const total = formatearCop(factura.totalFactura);
  if (factura.vencida) {
    return {
      title: `Tienes una factura vencida: ${factura.codigoFactura}`,
      detail: `${diasMoraText(factura.diasMora)} · Total ${total}. Paga para evitar la suspensión de tus consultas.`,
      color: 'red',
    };
  }
  return {
    title: `Tu factura ${factura.codigoFactura} vence el ${factura.fechaVencimiento}`,
    detail: `Total ${total}. Págala a tiempo para que tus consultas sigan activas.`,
    color: 'orange',
  };
}
