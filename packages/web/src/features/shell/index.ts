/**
 * The door of the shell feature: what other features may use from it (web). Another feature
 * imports only from here (dependency-cruiser rule 'feature-door'); everything else is the room's own.
 */
export { ChatWidget } from './components/chat-widget.tsx';
export { RegistrarProcesosBoton } from './components/registrar-procesos-boton.tsx';
export { REGISTRO_BLOQUEADO_MOTIVO } from './components/use-registrar-procesos.ts';
