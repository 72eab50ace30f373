/**
 * The wire contract of the change-control calls (seed 001 §3, §7): request and reply schemas, written
 * once. The server's routes validate and serialise with them (the OpenAPI document is made from
 * them); the web reads its types from them with z.infer.
 */
import { z } from 'zod';
import { FILTROS_CAMBIOS } from '../control-cambios.ts';
import { terminoCalculado } from './terminos.ts';

const id32 = z.coerce.number().int().positive().max(2_147_483_647);

export const idParams = z.object({ id: id32 });
export const documentoParams = z.object({ id: id32, idDoc: id32 });

/** Case-insensitive ?filtradoPor=, '' or absent meaning 'Todos'. */
const filtradoPor = z
  .preprocess((value) => {
    if (typeof value !== 'string' || value.trim() === '') return 'Todos';
    const wanted = value.trim().toLowerCase();
    return FILTROS_CAMBIOS.find((filtro) => filtro.toLowerCase() === wanted) ?? value;
  }, z.enum(FILTROS_CAMBIOS))
  .default('Todos');

/** rol=coordinador selects the coordinator report (important changes only). */
export const ROLES = ['principal', 'dependiente', 'coordinador'] as const;
export type RolControl = (typeof ROLES)[number];

export const cambiosQuery = z.object({
  filtradoPor,
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  rol: z.enum(ROLES).optional(),
});

export const navegacionQuery = z.object({
  idCambio: id32,
  filtradoPor,
  rol: z.enum(ROLES).optional(),
});

export const idFechaQuery = z.object({
  /** yyyymmdd */
  idFecha: z.coerce.number().int().min(19_000_101).max(29_991_231),
});

export const historialQuery = z.object({
  /** yyyymmdd, both optional: the whole history by default. */
  desde: z.coerce.number().int().min(19_000_101).max(29_991_231).optional(),
  hasta: z.coerce.number().int().min(19_000_101).max(29_991_231).optional(),
});

export const controlReply = z.object({
  id: z.number(),
  /** yyyymmdd */
  idFecha: z.number(),
  /** dd/mm/yyyy */
  fecha: z.string(),
  totalCambios: z.number(),
  /** Changes with estado Revisado or Finalizado. */
  totalCambiosRevisados: z.number(),
  totalCambiosFinalizados: z.number(),
  haCompartidoInforme: z.boolean(),
  /** Pending (not reviewed) per section, for the section badges. */
  pendientesCambiosDelDia: z.number(),
  pendientesProcesosSinCambios: z.number(),
  totalCambiosDelDia: z.number(),
  totalProcesosSinCambios: z.number(),
  /** Of totalProcesosSinCambios, the cases a failed source left unconsulted (issue 21.2). */
  totalNoConsultados: z.number(),
  /** Important changes: the coordinator report. */
  totalImportantes: z.number(),
  importantesRevisados: z.number(),
  /** ISO instant of the last review action, null when nothing was reviewed yet. */
  ultimaRevision: z.string().nullable(),
});

/**
 * The seed's five fields, and (ours) the day's changes counted apart from the cases that could not
 * be consulted or had no change in 3 months, as the control counts them: a calendar day whose only
 * entries were unconsulted cases no longer reads as a day of changes (issue 21, item 2).
 */
export const historialItem = controlReply.pick({
  id: true,
  idFecha: true,
  totalCambios: true,
  totalCambiosRevisados: true,
  haCompartidoInforme: true,
  totalCambiosDelDia: true,
  totalProcesosSinCambios: true,
  totalNoConsultados: true,
});

/** One change as the lists and the review card show it (seed 001 §3 Cambio + list record). */
export const cambioReply = z.object({
  id: z.number(),
  idControl: z.number().nullable(),
  idFecha: z.number(),
  /** 0 Sin revisar, 1 Revisado, 3 Finalizado. */
  estado: z.number(),
  /** 0 change of the day, 1 no change in 3 months, 2 could not be consulted. */
  tipoCambio: z.number(),
  /** null: not decided yet. */
  esImportante: z.boolean().nullable(),
  esPriorizadoPorTito: z.boolean(),
  razonDePriorizacion: z.string().nullable(),
  /**
   * The id of Tito's rule that decided (e.g. 'traslado', 'sin-regla'), set whether or not it
   * prioritised the change, so the card can say which rule the reason came from; null before Tito ran.
   */
  reglaDePriorizacion: z.string().nullable(),
  /** Tito's draft conclusion, plain text; the reviewer may accept or edit it. */
  borradorConclusion: z.string().nullable(),
  /** One line for the table's 'Cambio' column, e.g. 'Cambio de Unificada, Samai: AUTO ADMITE DEMANDA'. */
  detalleUltimoCambio: z.string(),
  /** JSON text of Slate-shaped blocks, like the case summary; null when empty. */
  conclusion: z.string().nullable(),
  cantidadDocumentosAdjuntos: z.number(),
  /** The first source that reported it; `fuentes` lists every source naming the same event. */
  fuente: z.number().nullable(),
  fuentes: z.array(z.number()),
  esCoincidencia: z.boolean(),
  /** For a name match: its certainty (0–100). */
  certeza: z.number().nullable(),
  descripcion: z.string().nullable(),
  anotacion: z.string().nullable(),
  /** dd/mm/yyyy */
  fechaActuacion: z.string().nullable(),
  fechaFinalizaTermino: z.string().nullable(),
  /** Ours on the judicial calendar, with its rule, beside the source's date (decision 0008). */
  terminoCalculado: terminoCalculado.nullable(),
  /** ISO instants. */
  fechaActualizacion: z.string().nullable(),
  fechaRevisado: z.string().nullable(),
  /** Why a case without change / not consulted appears (tipoCambio 1, 2). */
  motivo: z.string().nullable(),
  /** dd/mm/yyyy of the last change in any source ('Sin cambio desde'). */
  sinCambioDesde: z.string().nullable(),
  numeroExpediente: z.string(),
  idExpediente: z.number(),
  demandantes: z.string(),
  /** Spelt so by the seed. */
  demandandos: z.string(),
  despacho: z.string().nullable(),
  ultimaActuacion: z.string().nullable(),
  /** dd/mm/yyyy */
  fechaUltimoCambio: z.string().nullable(),
  etapaProcesal: z.string().nullable(),
});

export const cambiosReply = z.object({
  cambios: z.array(cambioReply),
  pagina: z.number(),
  totalPaginas: z.number(),
  totalRegistros: z.number(),
});

const destino = z.object({ idExpediente: z.number(), idCambio: z.number() });
export const navegacionReply = z.object({
  /** 1-based position of idCambio in the filtered list. */
  indexActual: z.number(),
  totalCambios: z.number(),
  anterior: destino.nullable(),
  siguiente: destino.nullable(),
});

export const documentoAnexoReply = z.object({
  id: z.number(),
  nombreArchivo: z.string(),
  /** dd/mm/yyyy */
  fechaCreacion: z.string(),
  tamano: z.number(),
  tipoContenido: z.string(),
});

/** GET CambioEnExpedienteDigital/{id}: the change plus what the case-detail widget needs. */
export const cambioDetalleReply = cambioReply.extend({
  importante: z.boolean().nullable(),
  documentosAnexos: z.array(documentoAnexoReply),
});

/** Answer of every change update: the change and its control, so the client sees the transitions. */
export const cambioActualizadoReply = z.object({
  cambio: cambioReply,
  control: controlReply,
  /** True when this update completed the day's review (first time total > 0 and revisados >= total). */
  revisionCompletada: z.boolean(),
  /** Set when the report went out automatically (an associated user completed the review). */
  informeEnviadoA: z.string().nullable(),
});

export const conclusionBody = z.object({ conclusion: z.string().max(100_000) });
export const importanteBody = z.object({ importante: z.boolean().nullable() });

export const urlReply = z.object({ url: z.string(), expiraEn: z.string() });
export const descargaQuery = z.object({ token: z.string().min(10).max(2000) });

export const cambiosDeExpedienteQuery = z.object({
  idFecha: z.coerce.number().int().min(19_000_101).max(29_991_231).optional(),
});

export const usuarioAsociadoReply = z.object({
  id: z.number(),
  nombre: z.string(),
  email: z.string(),
  estado: z.enum(['activo', 'invitado']),
  esCoordinador: z.boolean(),
});

export const invitarUsuarioBody = z.object({
  email: z.string().max(320),
  nombre: z.string().max(200),
  esCoordinador: z.boolean().optional(),
});

export const usuarioActualReply = z.object({
  id: z.number(),
  /** The account (holder's) id. */
  idCuenta: z.number(),
  nombre: z.string(),
  email: z.string(),
  /** null means the primary account (Cuenta Principal). */
  emailUsuarioInvitado: z.string().nullable(),
  esCoordinador: z.boolean(),
  haVistoTutorialDependiente: z.boolean(),
  haVistoTutorialCoordinador: z.boolean(),
});

export const coordinadorBody = z.object({
  emailCoordinadorInvitado: z.string().max(320).optional(),
  nombreCoordinadorInvitado: z.string().max(200).optional(),
  idControlCambios: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const tutorialQuery = z.object({ tipoTutorial: z.coerce.number().int().min(1).max(2) });

/** POST /api/ControlCambiosDia/{id}/InformeCambiosImportantes (the seed does not show the path). */
export const compartirInformeBody = z.object({
  email: z.string().max(320).optional(),
  idUsuarioActivo: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  nombreInvitado: z.string().max(200).optional(),
});
export const compartirInformeReply = z.object({ haCompartidoInforme: z.boolean(), email: z.string() });

export const noEsMiParteReply = z.object({ cambio: cambioReply, cambiosSuprimidos: z.number() });

export type ControlCambiosDia = z.infer<typeof controlReply>;
export type ControlHistorialItem = z.infer<typeof historialItem>;
export type HoyDelMotor = z.infer<typeof hoyReply>;
export type Cambio = z.infer<typeof cambioReply>;
export type CambiosPagina = z.infer<typeof cambiosReply>;
export type NavegacionCambio = z.infer<typeof navegacionReply>;
export type DestinoNavegacion = NonNullable<NavegacionCambio['anterior']>;
export type DocumentoAnexo = z.infer<typeof documentoAnexoReply>;
export type CambioDetalle = z.infer<typeof cambioDetalleReply>;
export type CambioActualizado = z.infer<typeof cambioActualizadoReply>;
export type UsuarioAsociado = z.infer<typeof usuarioAsociadoReply>;
export type UsuarioActual = z.infer<typeof usuarioActualReply>;
export type ConclusionBody = z.input<typeof conclusionBody>;
export type ImportanteBody = z.input<typeof importanteBody>;
export type UrlFirmada = z.infer<typeof urlReply>;
export type InvitarUsuarioBody = z.input<typeof invitarUsuarioBody>;
export type CoordinadorBody = z.input<typeof coordinadorBody>;
export type CompartirInformeBody = z.input<typeof compartirInformeBody>;
export type CompartirInformeReply = z.infer<typeof compartirInformeReply>;
export type NoEsMiParteReply = z.infer<typeof noEsMiParteReply>;

/** POST /api/ControlCambiosDia/Cierre (ours, administrators): close a day now for the account. */
/**
 * Ours: the engine's day (Bogotá; in the demo and the journeys, the court simulator's), so that the
 * web's calendar and the report's 'hoy' name the day the night's controls carry, not the browser's.
 */
export const hoyReply = z.object({ idFecha: z.number().int(), fecha: z.iso.date() });

export const cierreBody = z.object({ fecha: z.iso.date().optional() }).nullish();
