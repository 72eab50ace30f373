/** Interim until packages/domain's Tito lands: nothing prioritised. (Removed when it does.) */
export interface CambioParaTito {
  tipoCambio: number;
  descripcion: string;
  anotacion?: string | null;
  esCoincidencia?: boolean;
  fechaActuacion?: string | null;
  fechaFinalizaTermino?: string | null;
}
export function priorizarCambio(_cambio: CambioParaTito) {
  return { esPriorizado: false, razon: null as string | null, borradorConclusion: '' };
}
