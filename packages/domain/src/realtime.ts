/**
 * The WebSocket protocol of /channelHub, shared by server and web.
 * The client connects to the bare /channelHub and sends JoinChannel with its session token and its
 * own user key (the lawyer id); the server answers Joined or Error and then pushes typed events.
 * The token travels in the message, never in the URL, so no access log or proxy keeps it (issue 20).
 * The server closes the socket when the session ends: token expiry, password change, sessions
 * closed on every device, or the user removed from the account.
 */
export interface JoinChannelMessage {
  type: 'JoinChannel';
  userKey: string;
  accessToken: string;
}

/** Close code of a socket whose session ended (expired, revoked or refused). */
export const CLOSE_SESSION_ENDED = 4401;

export interface JoinedMessage {
  type: 'Joined';
  userKey: string;
}

export interface ErrorMessage {
  type: 'Error';
  code: string;
  message: string;
}

/** Event names pushed to a lawyer's channel, with their payloads. */
export interface RealtimeEvents {
  NuevoProceso: { idExpediente: number; numero: string };
  ActualizacionFuente: { idExpediente: number; tipoFuente: number; estado: number };
  ActualizacionProcesoACargar: { idRegistroAutomatico: number; idProcesoACargar: number; estado: string };
  ActualizacionRegistroAutomatico: { idRegistroAutomatico: number; estado: string };
  Notificacion: { titulo: string; mensaje: string };
  /** New inbox notifications of a night (fecha yyyy-mm-dd), after the night closes. */
  NotificacionesCambio: { nuevas: number; fecha: string };
  /**
   * Internal, never pushed to clients: some sessions of the account ended (password changed,
   * 'Cerrar sesión en todos los dispositivos', user removed). Every server process checks the
   * account's sockets again and closes those whose session is no longer valid.
   */
  SesionesRevocadas: { idUsuario: number };
  /**
   * A change of a day's control was reviewed, finished or marked (by anyone of the account): the
   * side menu's counts, the control's cards and the inbox's 'NUEVA' follow it without a reload.
   */
  ControlCambiosActualizado: { idControl: number; totalCambios: number; totalCambiosRevisados: number };
}

export type RealtimeEventName = keyof RealtimeEvents;

export interface EventMessage<Name extends RealtimeEventName = RealtimeEventName> {
  type: 'Event';
  name: Name;
  data: RealtimeEvents[Name];
}

export type ServerMessage = JoinedMessage | ErrorMessage | EventMessage;

/** Public api-key header for the calls the seeds mark as using a fixed key instead of a session. */
export const PUBLIC_API_KEY_HEADER = 'x-api-key';
export const PUBLIC_API_KEY = 'expediente-digital-publico';

/** Local-storage key of the case-file session token (seed 000 §6). */
export const TOKEN_STORAGE_KEY = 'token_expediente';
