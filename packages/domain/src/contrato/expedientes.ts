/**
 * The wire contract of the case-file calls (seed 000 §3, §7): request and reply schemas, written once.
 * The server's routes validate and serialise with them (and the OpenAPI document is made from them);
 * the web reads its types from them with z.infer, so a field changed here fails both compilations.
 */
import { z } from 'zod';

/**
 * Why the night checked a source or not (issue 23). The engine stores and plans with the index into
 * this list, so its order is part of the data: append, never reorder.
 */
export const MOTIVOS_NOCHE = [
  'noElegido',
  'usuario',
  'publicacion',
  'piso',
  'probabilidad',
  'sinCupo',
  'litigante',
  'audiencia',
] as const;
export type MotivoNoche = (typeof MOTIVOS_NOCHE)[number];

/** Cases per page of GET /api/Expedientes. */
export const PAGE_SIZE = 20;
/** PATCH /api/Expedientes/Ids answers at most this many cases per call (the client batches by 20). */
export const MAX_IDS_PER_CALL = 20;

export const ORDERS = [
  'fechacreacion',
  'primerolosquehancambiado',
  'losquenohancambiado',
  'termino',
] as const;
export type OrdenExpedientes = (typeof ORDERS)[number];

const searchText = z.string().max(200).optional();

export const listQuery = z.object({
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  queryString: searchText,
  ordenadoPor: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
      z.enum(ORDERS),
    )
    .default('primerolosquehancambiado'),
  despuesDe: z
    .string()
    .max(200)
    .optional()
    .describe(
      'Extensión: el `siguiente` de la página anterior. Con búsqueda, la página se lee a partir de él (igual de rápida en la página 800 que en la 2); uno que no vale se ignora.',
    ),
});

export const previewQuery = z.object({ queryString: searchText });

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const idsBody = z.object({ ids: z.array(z.coerce.number().int().positive().max(2_147_483_647)) });

/** The length rule is checked by guardarEtiqueta so the answer carries its own message. */
export const etiquetaQuery = z.object({ etiqueta: z.string().optional() });

/** The summary arrives as a JSON string; its content is checked by validarResumen. */
export const resumenBody = z.object({ Resumen: z.string() });

export const etapaParams = idParams.extend({
  stageId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const resultadoAdicionalParams = idParams.extend({ idProceso: z.string().min(1).max(200) });

export const listaMaestraQuery = z.object({ codigo: z.string().trim().min(1).max(60) });
export const listaMaestraBody = z.object({
  codigo: z.string().trim().min(1).max(60),
  valor: z.string().max(200),
});

export const consultarRadicadosBody = z.object({ Radicados: z.array(z.string().max(40)).max(5_000) });

const claveValor = z.object({
  clave: z.string().max(60),
  valor: z.union([z.string().max(500), z.number()]).nullish(),
});

/** One source of the create payload: which source and its clave/valor pairs (seed 000 §3 table). */
export const fuenteDatosInput = z.object({
  identificador: z.union([z.string(), z.number()]).nullish(),
  idFuenteDatos: z.union([z.string().max(4), z.number().int()]),
  yaRegistrado: z.boolean().nullish(),
  informacionRegistro: z.array(claveValor).max(20).default([]),
});
export type FuenteDatosInput = z.infer<typeof fuenteDatosInput>;

const blank = z.union([z.string().max(500), z.number(), z.null()]).optional();

/**
 * Manual registration (seed 000 §3 'Create payload'): only numero, radicado, demandantes, demandados,
 * fuentesDatos and ciudad carry values; the other fields arrive blank and are accepted and ignored.
 * The radicado's format is checked by the use case so the answer carries the seed's own message.
 */
export const createBody = z.object({
  numero: z.string().max(40).nullish(),
  radicado: z.string().max(40).nullish(),
  demandantes: z.string().max(2_000).nullish(),
  demandados: z.string().max(2_000).nullish(),
  ciudad: z.string().max(200).nullish(),
  despacho: z.string().max(500).nullish(),
  clase: z.string().max(200).nullish(),
  corporacion: z.string().max(500).nullish(),
  juezEncargado: z.string().max(500).nullish(),
  fuentesDatos: z.array(fuenteDatosInput).min(1).max(7),
  idProceso: blank,
  idProcesoFuente: blank,
  anyo: blank,
  instancia: blank,
  idAbogado: blank,
  entidad: blank,
  estado: blank,
  idActualizacion: blank,
  fechaUltimaActuacion: blank,
  numActuaciones: blank,
  ultimaActuacion: blank,
  idUltimaConsulta: blank,
  codigoCorporacion: blank,
  tipo: blank,
  ubicacion: blank,
  fechaTerminoString: blank,
});
export type CreateBody = z.infer<typeof createBody>;
/** What the web's registration wizard sends (z.input: the defaults not yet applied). */
export type CreateBodyInput = z.input<typeof createBody>;

export const procesoEnFuenteReply = z.object({
  tipoFuente: z.number(),
  estado: z.number(),
  activo: z.boolean(),
  idProceso: z.string().nullable(),
  idActualizacion: z.string().nullable(),
  idUltimaConsulta: z.number().nullable(),
  ultimaActuacion: z.string().nullable(),
  numActuaciones: z.number(),
  termino: z.string().nullable(),
  fechaUltimaActuacion: z.string().nullable(),
  /** Extension: the day (dd/mm/yyyy) and outcome of the source's last consultation by the engine. */
  fechaUltimaConsulta: z.string().nullable(),
  estadoUltimaConsulta: z
    .enum(['consultado', 'errorTecnico', 'cambioDeFormato', 'noEncontrado', 'privado'])
    .nullable(),
  /** Extension: the noRegistrado reason key (seed 000 §8); the web words it with motivoTexto. */
  motivo: z.string().nullable(),
  /**
   * Extension (issue 23): the day (dd/mm/yyyy) of the last full check, and why the night of
   * `fechaMotivoNoche` checked the source or not (usuario, publicacion, piso, probabilidad; sinCupo:
   * due but the night's budget ran out; noElegido: left for a later night as unlikely to have moved;
   * litigante: read with a repeat litigant's search by name in its despacho; audiencia: a hearing
   * or diligence fixed by an earlier actuación falls that day).
   */
  ultimaConsultaCompleta: z.string().nullable(),
  motivoNoche: z.enum(MOTIVOS_NOCHE).nullable(),
  fechaMotivoNoche: z.string().nullable(),
});

export const expedienteReply = z.object({
  id: z.number(),
  numero: z.string(),
  idAbogado: z.number(),
  etiqueta: z.string().nullable(),
  resumen: z.string().nullable(),
  idEtapaProcesal: z.number().nullable(),
  despacho: z.string().nullable(),
  clase: z.string().nullable(),
  ciudad: z.string().nullable(),
  corporacion: z.string().nullable(),
  juezEncargado: z.string().nullable(),
  demandantes: z.string().nullable(),
  demandados: z.string().nullable(),
  creadoPorCambioEntidad: z.boolean(),
  procesosEnFuentesDatos: z.array(procesoEnFuenteReply),
  fuenteUltimoCambio: z.number().nullable(),
  tieneCambioEnFuente: z.boolean(),
  fechaUltimoCambioFuenteStr: z.string().nullable(),
  tieneTerminoEnFuente: z.boolean(),
  fechaTerminoEnFuenteStr: z.string().nullable(),
  idUltimoDocumento: z.number().nullable(),
  nombreUltimoDocumento: z.string().nullable(),
  tipoUltimoDocumento: z.string().nullable(),
  fuenteUltimoDocumento: z.number().nullable(),
  fechaUltimoDocumento: z.string().nullable(),
  /**
   * Extension (decision 0008): of the case's actuaciones, the término ending soonest from today on,
   * computed on the judicial calendar with the court's closures; null when none is pending.
   */
  terminoPendiente: z
    .object({
      vence: z.string().describe('dd/mm/aaaa'),
      vencimiento: z.string().describe("'vence hoy', 'vence mañana' o 'vence el dd/mm/aaaa'"),
      regla: z
        .string()
        .nullable()
        .describe('La regla del cálculo; null si la fecha es solo la de la fuente.'),
      actuacion: z.string(),
    })
    .nullable(),
});
export type Expediente = z.infer<typeof expedienteReply>;
export type ProcesoEnFuente = z.infer<typeof procesoEnFuenteReply>;
export type TerminoPendiente = NonNullable<Expediente['terminoPendiente']>;

/** A page of the public API's case list (/api/v1/expedientes): its totals are always counted. */
export const listReply = z.object({
  expedientes: z.array(expedienteReply),
  total: z.number().describe('Los procesos de la cuenta que coinciden con la búsqueda (todos sin búsqueda).'),
  pagina: z.number(),
  totalPaginas: z.number(),
  tamanoPagina: z.number(),
  haySiguiente: z.boolean().describe('Si hay otra página después de esta.'),
});

/**
 * A page of the web's case list (GET /api/Expedientes). With a search the matches are not counted
 * here: the web shows their number from /Buscar/Preview, and counting a broad word on every page
 * cost more than the page itself (decision 0020). `haySiguiente` says whether to offer the next page.
 */
export const listaWebReply = listReply.extend({
  total: z
    .number()
    .nullable()
    .describe('Los procesos de la cuenta sin búsqueda; null con búsqueda (el número lo da /Buscar/Preview).'),
  totalPaginas: z.number().nullable().describe('Las páginas sin búsqueda; null con búsqueda.'),
  siguiente: z
    .string()
    .nullable()
    .describe('Con búsqueda y otra página después: el cursor para pedirla (`despuesDe`); si no, null.'),
});

export const previewReply = z.object({ totalExpedientesEncontrados: z.number() });
export const idReply = z.object({ id: z.number() });
export const etiquetaReply = z.object({ id: z.number(), etiqueta: z.string().nullable() });
export const resumenReply = z.object({ id: z.number(), resumen: z.string() });
export const etapaReply = z.object({ id: z.number(), idEtapaProcesal: z.number() });
export const messageReply = z.object({ message: z.string() });
export const listaMaestraReply = z.array(z.object({ id: z.number(), valor: z.string() }));
export const consultarRadicadosReply = z.object({ radicados: z.array(z.string()) });

export const resultadoAdicionalReply = z.object({
  idProceso: z.string().nullable(),
  tipoFuente: z.number(),
  estado: z.number(),
  ultimaActuacion: z.string().nullable(),
  numActuaciones: z.number(),
  idActualizacion: z.string().nullable(),
  idUltimaConsulta: z.number().nullable(),
  fechaUltimaActuacion: z.string().nullable(),
  termino: z.string().nullable(),
});

export type PaginaExpedientes = z.infer<typeof listaWebReply>;
export type PreviewBusqueda = z.infer<typeof previewReply>;
export type IdReply = z.infer<typeof idReply>;
export type EtiquetaReply = z.infer<typeof etiquetaReply>;
export type ResumenBody = z.input<typeof resumenBody>;
export type ResumenReply = z.infer<typeof resumenReply>;
export type EtapaReply = z.infer<typeof etapaReply>;
export type MessageReply = z.infer<typeof messageReply>;
export type ListaMaestraBody = z.input<typeof listaMaestraBody>;
export type ListaMaestraItem = z.infer<typeof listaMaestraReply>[number];
export type ResultadoAdicional = z.infer<typeof resultadoAdicionalReply>;
