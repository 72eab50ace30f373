/**
 * The door of the cuenta feature: what other features may use from it (server). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { crearSecretoInvitacion } from './invitaciones.ts';
export { avisarSesionesRevocadas } from './sesiones.ts';
export { exigirCorreoVerificado } from './verificar-correo.ts';
