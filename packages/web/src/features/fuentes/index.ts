/**
 * The door of the fuentes feature: what other features may use from it (web). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { useJuzgados } from './api/catalogos-api.ts';
export { useRefreshExpedientes } from './api/fuentes-api.ts';
export { DeactivateSourceDialog } from './components/deactivate-source-dialog.tsx';
export { DocumentViewer } from './components/document-viewer.tsx';
export { FuentesPanel } from './components/fuentes-panel.tsx';
export { PantallazoPicker } from './components/pantallazo-picker.tsx';
export { SourceFields } from './components/source-fields.tsx';
export { SourceViewer } from './components/source-viewer.tsx';
export type { FuenteDatos, SourceValues } from './source-form.ts';
export {
  EMPTY_SOURCE_VALUES,
  esFuenteCompleta,
  fuenteDatos,
  suggestedSourceValues,
} from './source-form.ts';
export { consultaResumen } from './source-status.ts';
