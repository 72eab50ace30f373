/**
 * The door of the expedientes feature: what other features may use from it (web). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { useActuaciones, useExpediente } from './api/use-expediente-detalle.ts';
export { DEFAULT_ORDER, expedientesRootKey, useExpedientesPaginados } from './api/use-expedientes.ts';
export { default as clasesTarjeta } from './components/case-card.module.css';
export { EtapaProcesalPicker } from './components/etapa-procesal-picker.tsx';
export { colorTexto, insigniaStyle } from './components/mantine-color.ts';
export { useMontadoAlAbrir } from './components/montado-al-abrir.ts';
export type { ResumenDocument } from './components/resumen/resumen-format.ts';
export {
  aDocumentoDeResumen,
  esResumenVacio,
  plainText,
  serializarResumen,
} from './components/resumen/resumen-format.ts';
export type { ChipContext } from './components/source-chip.tsx';
export { SOURCE_COLORS, SourceChip } from './components/source-chip.tsx';
export { TerminoCalculado } from './components/termino-calculado.tsx';
