/**
 * The wire contract of the inbox and its settings (seed 001 §3 'Notification', §7): request and reply
 * schemas, written once. The server's routes validate and serialise with them; the web reads its
 * types from them. The settings are read back with GET /api/UsuarioExpedienteDigital (contrato/cuenta).
 */
import { z } from 'zod';
import { FUENTES } from '../sources.ts';

export const GRUPOS = ['Hoy', 'Ayer', 'Antes'] as const;
export type Grupo = (typeof GRUPOS)[number];
/** Notifications per page of GET /api/NotificacionesCambio. */
export const TAMANO_PAGINA_NOTIFICACIONES = 20;

/** A source by id (0–6), code ('U'), key ('Unificada') or name; '' or absent: every source. */
const fuente = z.preprocess((value) => {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim().toLowerCase();
  if (text === '' || text === 'todas' || text === 'todos') return undefined;
  const found = FUENTES.find(
    (f) =>
      String(f.id) === text ||
      f.codigo.toLowerCase() === text ||
      f.clave.toLowerCase() === text ||
      f.nombre.toLowerCase() === text,
  );
  return found ? found.id : value;
}, z.number().int().min(0).max(6).optional());

const grupo = z
  .preprocess((value) => {
    if (typeof value !== 'string' || value.trim() === '') return 'Hoy';
    return GRUPOS.find((g) => g.toLowerCase() === value.trim().toLowerCase()) ?? value;
  }, z.enum(GRUPOS))
  .default('Hoy');

export const listaQuery = z.object({
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
  filtradoPor: fuente,
  queryString: z.string().trim().max(200).optional(),
  groupBy: grupo,
});

export const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * One change of a notification as the night's close writes it. The wire declares the list as plain
 * records (stored JSON, see notificacionReply), so this types what the server writes and the web reads.
 */
export const cambioNotificado = z.object({
  idCambio: z.number(),
  tipo: z.enum(['actuacion', 'coincidencia']),
  descripcion: z.string().nullable(),
  anotacion: z.string().nullable(),
  /** yyyy-mm-dd */
  fecha: z.string().nullable(),
  /** yyyy-mm-dd */
  fechaFinalizaTermino: z.string().nullable(),
  certeza: z.number().nullable(),
  /** Every source that reported this change (one change may come from two). */
  fuentes: z.array(z.number().nullable()),
});

export const notificacionReply = z.object({
  id: z.number(),
  idExpedienteDigital: z.number().nullable(),
  titulo: z.string(),
  /** ISO instant; the inbox shows dd/mm/yy. */
  fechaCreacion: z.string(),
  /** yyyy-mm-dd, the night that found the changes. */
  fecha: z.string(),
  visto: z.boolean(),
  fechaVisto: z.string().nullable(),
  /** null: the case was deleted. */
  datosExpediente: z
    .object({
      numero: z.string(),
      demandantes: z.string(),
      demandados: z.string(),
      despacho: z.string().nullable(),
    })
    .nullable(),
  cambios: z.array(z.record(z.string(), z.unknown())),
  idFuente: z.number().nullable(),
  idProceso: z.string().nullable(),
  numeroProceso: z.string(),
});

export const listaReply = z.object({
  notificaciones: z.array(notificacionReply),
  total: z.number(),
  pagina: z.number(),
  hayMas: z.boolean(),
});

export const resumenReply = z.object({
  countHoy: z.number(),
  countAyer: z.number(),
  countAntes: z.number(),
  /** Not yet seen, every day: the side menu's badge. */
  countNoVistas: z.number(),
});

export const preferenciasReply = z.object({
  formaNotificacion: z.number().nullable(),
  enviarResumen: z.boolean(),
  enviarNotificacionesPorDefecto: z.boolean(),
  enviarCorreoSinCambios: z.boolean(),
  correoDiarioSuspendido: z.boolean(),
  /** Associated users see the settings but cannot change them. */
  esCuentaPrincipal: z.boolean(),
});

export const formaNotificacionBody = z.object({
  formaNotificacion: z.union([z.literal(0), z.literal(1), z.null()]),
  enviarResumen: z.boolean(),
  enviarNotificacionesPorDefecto: z.boolean(),
  enviarCorreoSinCambios: z.boolean().optional(),
  /** Turns the daily e-mail back on after a one-click unsubscribe. */
  recibirCorreoDiario: z.boolean().optional(),
});

export type ListaNotificacionesQuery = z.infer<typeof listaQuery>;
export type CambioNotificado = z.infer<typeof cambioNotificado>;
export type Notificacion = Omit<z.infer<typeof notificacionReply>, 'cambios'> & {
  cambios: CambioNotificado[];
};
export type PaginaNotificaciones = Omit<z.infer<typeof listaReply>, 'notificaciones'> & {
  notificaciones: Notificacion[];
};
export type ResumenNotificaciones = z.infer<typeof resumenReply>;
export type PreferenciasNotificacion = z.infer<typeof preferenciasReply>;
export type FormaNotificacionBody = z.input<typeof formaNotificacionBody>;
