/**
 * The web's own shapes around the case detail. The case list's and case's replies are the wire
 * contract's (`@expediente/domain/contrato/expedientes`); what stays here is the sort menu, the one
 * actuaciones row the detail makes of every source's reply (the replies themselves are the
 * contract's, `contrato/fuentes`).
 */
import type { OrdenExpedientes } from '@expediente/domain/contrato/expedientes';
import type { TerminoCalculado } from '@expediente/domain/contrato/terminos';

export const ORDEN_OPTIONS: ReadonlyArray<{ value: OrdenExpedientes; label: string }> = [
  { value: 'fechacreacion', label: 'Fecha de creación' },
  { value: 'primerolosquehancambiado', label: 'Últimos cambios' },
  { value: 'losquenohancambiado', label: 'Los que no han cambiado' },
  { value: 'termino', label: 'Término' },
];

/** One row of the case-detail actuaciones table, whatever source it came from. */
export interface ActuacionFila {
  fuente: number;
  descripcion: string;
  anotacion: string | null;
  fechaActuacion: string | null;
  fechaRegistro: string | null;
  fechaInicioTermino: string | null;
  fechaFinalizaTermino: string | null;
  /** Brought by the source's last consultation (seed 000 §3 esNuevo). */
  esNuevo: boolean;
  /** Our end of the term on the judicial calendar, with its rule (decision 0008). */
  terminoCalculado: TerminoCalculado | null;
}
