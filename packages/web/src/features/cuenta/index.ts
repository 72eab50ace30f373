/**
 * The door of the cuenta feature: what other features may use from it (web). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */

export {
  pedirResumenGeneral,
  pedirUsuarioExpedienteDigital,
} from './api/cuenta-api.ts';
export { usePeriodoPrueba } from './api/perfil-api.ts';
export type { SessionUser } from './api/use-session-user.ts';
export { UserMenu } from './components/user-menu.tsx';
