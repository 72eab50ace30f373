/**
 * The door of the control-cambios feature: what other features may use from it (web). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { rutaDelControlDeHoy } from './api/abrir-control-de-hoy.ts';
export { useUsuariosAsociados } from './api/control-api.ts';
export { validarDestinatario } from './components/control/validar-destinatario.ts';
export { RevisionWidget } from './components/revision/revision-widget.tsx';
