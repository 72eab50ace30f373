/**
 * Case files and what the engine stores for them. Tenant tables carry id_abogado; the engine's
 * effects are keyed by each source's stable ids (unique indexes + ON CONFLICT) so a repeated or
 * interrupted job loses nothing and duplicates nothing.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { abogados } from './schema.ts';

export const expedientes = pgTable(
  'expedientes',
  {
    id: serial('id').primaryKey(),
    idAbogado: integer('id_abogado')
      .notNull()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    numero: text('numero').notNull(),
    etiqueta: text('etiqueta'),
    /** Rich text as the seed stores it: a JSON string of Slate-shaped blocks. */
    resumen: text('resumen'),
    idEtapaProcesal: integer('id_etapa_procesal'),
    despacho: text('despacho'),
    clase: text('clase'),
    ciudad: text('ciudad'),
    corporacion: text('corporacion'),
    juezEncargado: text('juez_encargado'),
    demandantes: text('demandantes'),
    demandados: text('demandados'),
    creadoPorCambioEntidad: boolean('creado_por_cambio_entidad').notNull().default(false),
    fuenteUltimoCambio: smallint('fuente_ultimo_cambio'),
    fechaUltimoCambio: timestamp('fecha_ultimo_cambio', { withTimezone: true }),
    fechaTermino: date('fecha_termino'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The text the case list's search reads (listar-expedientes.ts condicionDeBusqueda): parties, despacho
     * and tag, lower-cased, the accented vowels and ñ of either case folded, whitespace runs made one
     * space, fields apart by chr(1) (no search text holds it, so no match spans two fields). Kept by
     * PostgreSQL, so no writer can forget it; a trigram index over it serves the search's LIKE.
     */
    busqueda: text('busqueda')
      .notNull()
      .generatedAlwaysAs(
        sql`translate(regexp_replace(lower(coalesce(demandantes, '') || chr(1) || coalesce(demandados, '') || chr(1) || coalesce(despacho, '') || chr(1) || coalesce(etiqueta, '')), '[[:space:]]+', ' ', 'g'), 'áàâäéèêëíìîïóòôöúùûüñÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑ', 'aaaaeeeeiiiioooouuuunaaaaeeeeiiiioooouuuun')`,
      ),
  },
  (table) => [
    uniqueIndex('expedientes_numero_por_abogado').on(table.idAbogado, table.numero),
    // The search's substring matches (LIKE '%…%'), by trigrams (pg_trgm, migration 0024), within
    // the account: id_abogado is a key of the same index (btree_gin, migration 0027), so a broad
    // word's candidates are the account's alone — not every account's, each rechecked in the heap.
    index('expedientes_busqueda_trigramas_por_abogado').using(
      'gin',
      table.idAbogado,
      sql`${table.busqueda} gin_trgm_ops`,
    ),
    // The radicado's digits too: a number's trigrams ('110', '001') are common to most radicados,
    // so over every account '11001' gave 5,328 candidates for 40 cases (bench/RESULTS.md).
    index('expedientes_numero_trigramas_por_abogado').using(
      'gin',
      table.idAbogado,
      sql`${table.numero} gin_trgm_ops`,
    ),
    // Radicados by prefix over every account (cierres-judiciales/recalcular-terminos.ts).
    index('expedientes_numero_trigramas').using('gin', sql`${table.numero} gin_trgm_ops`),
    // The case list's orders (listar-expedientes.ts) read a page straight off these, in both directions.
    index('expedientes_por_cambio').on(
      table.idAbogado,
      table.fechaUltimoCambio.desc().nullsLast(),
      table.id.desc().nullsFirst(),
    ),
    index('expedientes_por_creacion').on(
      table.idAbogado,
      table.creadoEn.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * How many cases each account has, kept by triggers on expedientes (migration 0024): the case
 * list's total without a search reads this row instead of counting the account's cases per page.
 */
export const expedientesConteos = pgTable('expedientes_conteos', {
  idAbogado: integer('id_abogado')
    .primaryKey()
    .references(() => abogados.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
});

/**
 * Each case's pending término as terminos/termino-pendiente.ts computes it for the card, stored
 * for the 'Termino' order (features/expedientes/orden-por-termino.ts), in a narrow table of its
 * own so that computing it never rewrites the case's row (nor its search index). It is good while
 * `leidos` equals `cambios`, which triggers bump on any write to the case's actuaciones or to its
 * radicado (migration 0024), and while its date has not passed. Not the night's `fechaTermino`.
 * Triggers also give every new case its row.
 */
export const expedientesTerminos = pgTable(
  'expedientes_terminos',
  {
    idExpediente: integer('id_expediente')
      .primaryKey()
      .references(() => expedientes.id, { onDelete: 'cascade' }),
    idAbogado: integer('id_abogado').notNull(),
    termino: date('termino', { mode: 'string' }),
    cambios: integer('cambios').notNull().default(0),
    leidos: integer('leidos'),
    /**
     * `leidos` is not `cambios`: the término is to compute again. Stored (migration 0027) so that
     * PostgreSQL keeps statistics of it: for the comparison of two columns it assumed half the rows
     * pending whatever the table held, and read the whole table on every 'Termino' read.
     */
    pendiente: boolean('pendiente').notNull().generatedAlwaysAs(sql`leidos is distinct from cambios`),
  },
  (table) => [
    // The 'Termino' order reads its page off this, and the términos that ended as a range of it.
    index('expedientes_terminos_orden').on(
      table.idAbogado,
      table.termino.asc().nullsLast(),
      table.idExpediente.desc().nullsFirst(),
    ),
    // The cases whose stored término an actuación or the radicado has changed since it was computed.
    index('expedientes_terminos_por_calcular').on(table.idAbogado).where(sql`${table.pendiente}`),
  ],
);

/**
 * Per account, the calendar (closures' version and rules) and the latest day under which its
 * cases' `terminoOrden` were computed: another calendar, or an earlier day (a clock set back),
 * makes them all be computed again.
 */
export const terminosOrdenCuentas = pgTable('terminos_orden_cuentas', {
  idAbogado: integer('id_abogado')
    .primaryKey()
    .references(() => abogados.id, { onDelete: 'cascade' }),
  calendario: text('calendario').notNull(),
  dia: date('dia', { mode: 'string' }).notNull(),
});

/** Where a case is watched: one row per case and source (plus additional results found there). */
export const procesosEnFuente = pgTable(
  'procesos_en_fuente',
  {
    id: serial('id').primaryKey(),
    idAbogado: integer('id_abogado').notNull(),
    idExpediente: integer('id_expediente')
      .notNull()
      .references(() => expedientes.id, { onDelete: 'cascade' }),
    tipoFuente: smallint('tipo_fuente').notNull(),
    /** Seed 000 §4: 0/1 registering, 2 registered (KO when no idActualizacion), 3 error in update. */
    estado: smallint('estado').notNull().default(0),
    activo: boolean('activo').notNull().default(true),
    /** The source's own id (CPNU idProceso, SAMAI guid, despacho code for publication sources). */
    idProceso: text('id_proceso'),
    /** Last known stable key of an actuación; its absence on estado 2 means KO. */
    idActualizacion: text('id_actualizacion'),
    idUltimaConsulta: integer('id_ultima_consulta'),
    ultimaActuacion: text('ultima_actuacion'),
    numActuaciones: integer('num_actuaciones').notNull().default(0),
    termino: date('termino'),
    /**
     * The nearest hearing or diligence an actuación fixed (domain leerAudiencias), kept once held:
     * the night's plan checks the source on that day (monitoring/presupuesto, tier 'audiencia').
     */
    audiencia: date('audiencia', { mode: 'string' }),
    fechaUltimaActuacion: date('fecha_ultima_actuacion'),
    esPrivado: boolean('es_privado').notNull().default(false),
    esResultadoAdicional: boolean('es_resultado_adicional').notNull().default(false),
    /** Activation fields per source (idCiudad, idCorporacion, entidad, demandante, demandado, idJuzgado…). */
    parametros: jsonb('parametros').$type<Record<string, string>>().notNull().default({}),
    /** Reason key when the source could not be registered or consulted. */
    motivo: text('motivo'),
    detalle: jsonb('detalle').$type<Record<string, unknown>>(),
    fechaUltimaConsulta: timestamp('fecha_ultima_consulta', { withTimezone: true }),
    /** The engine's day of the last full check (estado 'consultado'): the night's floor reads it. */
    ultimaConsultaCompleta: date('ultima_consulta_completa', { mode: 'string' }),
    /** Why the night of `fechaMotivoNoche` checked it or not (monitoring/presupuesto MOTIVOS_NOCHE). */
    motivoNoche: text('motivo_noche'),
    fechaMotivoNoche: date('fecha_motivo_noche', { mode: 'string' }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('procesos_en_fuente_principal')
      .on(table.idExpediente, table.tipoFuente)
      .where(sql`not ${table.esResultadoAdicional}`),
    uniqueIndex('procesos_en_fuente_adicional')
      .on(table.idExpediente, table.tipoFuente, table.idProceso)
      .where(sql`${table.esResultadoAdicional}`),
    index('procesos_en_fuente_por_abogado').on(table.idAbogado),
    // A court's listing is matched against the cases watched there, once per court and source a
    // night (leer-publicaciones.ts watchedInCourt): without it, 5,000 whole-table reads at 1M cases.
    index('procesos_en_fuente_por_despacho').on(table.tipoFuente, table.idProceso),
    // The sweep re-queues the few activations still pending (barrido.ts planearElementosDelBarrido).
    index('procesos_en_fuente_por_activar')
      .on(table.id)
      .where(sql`${table.activo} and ${table.estado} in (0, 1)`),
  ],
);

/**
 * The owner columns of a row read from one source of one case: the account (tenant), the case and
 * the source row, both deleted with it. A function, since drizzle needs fresh column builders per table.
 */
const deUnProcesoEnFuente = () => ({
  idAbogado: integer('id_abogado').notNull(),
  idExpediente: integer('id_expediente')
    .notNull()
    .references(() => expedientes.id, { onDelete: 'cascade' }),
  idProcesoEnFuente: integer('id_proceso_en_fuente')
    .notNull()
    .references(() => procesosEnFuente.id, { onDelete: 'cascade' }),
});

export const actuaciones = pgTable(
  'actuaciones',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...deUnProcesoEnFuente(),
    tipoFuente: smallint('tipo_fuente').notNull(),
    clave: text('clave').notNull(),
    descripcion: text('descripcion').notNull(),
    anotacion: text('anotacion'),
    fechaActuacion: date('fecha_actuacion'),
    fechaRegistro: date('fecha_registro'),
    fechaInicioTermino: date('fecha_inicio_termino'),
    fechaFinalizaTermino: date('fecha_finaliza_termino'),
    /** Bogotá day on which the engine found it (null for the history read at activation). */
    fechaDeteccion: date('fecha_deteccion'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('actuaciones_clave').on(table.idProcesoEnFuente, table.clave),
    index('actuaciones_por_expediente').on(table.idExpediente, table.fechaActuacion),
  ],
);

/** Published documents, shared by every lawyer: text extracted once per document id. */
export const documentosPublicados = pgTable(
  'documentos_publicados',
  {
    id: serial('id').primaryKey(),
    tipoFuente: smallint('tipo_fuente').notNull(),
    uuid: text('uuid').notNull(),
    articleId: text('article_id').notNull(),
    codigoDespacho: text('codigo_despacho').notNull(),
    fechaPublicacion: date('fecha_publicacion').notNull(),
    titulo: text('titulo').notNull(),
    nombre: text('nombre').notNull(),
    url: text('url').notNull(),
    urlDespacho: text('url_despacho'),
    paginas: jsonb('paginas').$type<string[]>().notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('documentos_publicados_uuid').on(table.tipoFuente, table.uuid),
    index('documentos_publicados_por_despacho').on(
      table.tipoFuente,
      table.codigoDespacho,
      table.fechaPublicacion,
    ),
  ],
);

/** A court's listing read for a day: read once however many cases sit in that court. */
export const listadosLeidos = pgTable(
  'listados_leidos',
  {
    tipoFuente: smallint('tipo_fuente').notNull(),
    codigoDespacho: text('codigo_despacho').notNull(),
    fecha: date('fecha').notNull(),
    publicaciones: integer('publicaciones').notNull(),
    leidoEn: timestamp('leido_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('listados_leidos_unico').on(table.tipoFuente, table.codigoDespacho, table.fecha)],
);

export const coincidencias = pgTable(
  'coincidencias',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...deUnProcesoEnFuente(),
    idDocumento: integer('id_documento')
      .notNull()
      .references(() => documentosPublicados.id),
    tipoFuente: smallint('tipo_fuente').notNull(),
    pagina: integer('pagina').notNull(),
    extracto: text('extracto').notNull(),
    resumenEncontrado: text('resumen_encontrado').notNull(),
    certeza: integer('certeza').notNull(),
    tipo: text('tipo', { enum: ['nombre', 'radicado'] }).notNull(),
    fechaDeteccion: date('fecha_deteccion').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coincidencias_unica').on(table.idProcesoEnFuente, table.idDocumento, table.pagina),
    index('coincidencias_por_expediente').on(table.idExpediente),
  ],
);

/** Per case, source and Bogotá day: whether the source could be consulted (seed 001 §3). */
export const consultas = pgTable(
  'consultas',
  {
    id: serial('id').primaryKey(),
    ...deUnProcesoEnFuente(),
    tipoFuente: smallint('tipo_fuente').notNull(),
    fecha: date('fecha').notNull(),
    estado: text('estado', {
      enum: ['consultado', 'errorTecnico', 'cambioDeFormato', 'noEncontrado', 'privado'],
    }).notNull(),
    motivo: text('motivo'),
    intentos: integer('intentos').notNull().default(1),
    solicitudes: integer('solicitudes').notNull().default(0),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('consultas_por_dia').on(table.idProcesoEnFuente, table.fecha),
    index('consultas_por_abogado').on(table.idAbogado, table.fecha),
  ],
);

/** The day's changes per lawyer, for the change-control screens (seed 001). */
export const cambios = pgTable(
  'cambios',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idAbogado: integer('id_abogado').notNull(),
    idExpediente: integer('id_expediente')
      .notNull()
      .references(() => expedientes.id, { onDelete: 'cascade' }),
    fecha: date('fecha').notNull(),
    tipo: text('tipo', { enum: ['actuacion', 'coincidencia', 'sinCambios3Meses', 'noConsultado'] }).notNull(),
    tipoFuente: smallint('tipo_fuente'),
    /** The actuación or coincidencia id; 0 for per-case kinds. */
    referencia: integer('referencia').notNull().default(0),
    revisado: boolean('revisado').notNull().default(false),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    // Review state (seed 001 §3, §4), filled when the day's control is built.
    /** The day's control (controles_cambios_dia.id); null until the night closes. */
    idControl: integer('id_control'),
    /** 0 Sin revisar, 1 Revisado, 3 Finalizado (2 'Importante' is shown from esImportante). */
    estado: smallint('estado').notNull().default(0),
    /** null: not decided yet. */
    esImportante: boolean('es_importante'),
    /** Rich text as JSON text (Slate-shaped blocks), like the case summary. */
    conclusion: text('conclusion'),
    /** Every source that reported this event (one change for the same actuación seen twice). */
    fuentes: smallint('fuentes').array(),
    /** Set on a row folded into another change (same event from another source, or a discarded name). */
    idCambioPrincipal: bigint('id_cambio_principal', { mode: 'number' }),
    suprimido: text('suprimido', { enum: ['duplicado', 'noEsMiParte'] }),
    esPriorizadoPorTito: boolean('es_priorizado_por_tito').notNull().default(false),
    razonDePriorizacion: text('razon_de_priorizacion'),
    /** The id of Tito's rule that decided (packages/domain tito/reglas.ts), shown beside the reason. */
    reglaDePriorizacion: text('regla_de_priorizacion'),
    borradorConclusion: text('borrador_conclusion'),
    fechaActualizacion: timestamp('fecha_actualizacion', { withTimezone: true }),
    fechaRevisado: timestamp('fecha_revisado', { withTimezone: true }),
    idUsuarioRevision: integer('id_usuario_revision'),
  },
  (table) => [
    // Per-case kinds have no source: NULLs must collide too, or a repeated sweep would duplicate them.
    unique('cambios_unico')
      .on(table.idExpediente, table.fecha, table.tipo, table.tipoFuente, table.referencia)
      .nullsNotDistinct(),
    index('cambios_por_abogado').on(table.idAbogado, table.fecha),
    // The review order (presentar-cambio.ts ORDEN_DE_REVISION): section, Tito's priority first, then as found.
    index('cambios_orden_revision')
      .on(
        table.idControl,
        sql`(${table.tipo} in ('sinCambios3Meses', 'noConsultado'))`,
        table.esPriorizadoPorTito.desc(),
        table.id,
      )
      .where(sql`${table.suprimido} is null`),
    index('cambios_por_principal')
      .on(table.idCambioPrincipal)
      .where(sql`${table.idCambioPrincipal} is not null`),
  ],
);

/** Master lists (procedural stages…): global values plus each lawyer's own. */
export const listaMaestra = pgTable(
  'lista_maestra',
  {
    id: serial('id').primaryKey(),
    codigo: text('codigo').notNull(),
    valor: text('valor').notNull(),
    /** Null for the shared values; a lawyer's id for the ones it created. */
    idAbogado: integer('id_abogado'),
  },
  (table) => [
    uniqueIndex('lista_maestra_unica').on(table.codigo, table.valor, sql`coalesce(${table.idAbogado}, 0)`),
  ],
);

/** A bulk load of radicados searched in the sources in the background (seed 000 §4, §7). */
export const registrosAutomaticos = pgTable(
  'registros_automaticos',
  {
    id: serial('id').primaryKey(),
    idAbogado: integer('id_abogado')
      .notNull()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    /** EnProceso, Finalizado, FinalizadoPorUsuario (the seed does not enumerate its six terminal states). */
    estado: text('estado').notNull().default('EnProceso'),
    totalNumProcesos: integer('total_num_procesos').notNull(),
    fechaLimiteFinalizacion: timestamp('fecha_limite_finalizacion', { withTimezone: true }).notNull(),
    conErrorTecnicoEnConsulta: boolean('con_error_tecnico_en_consulta').notNull().default(false),
    reintentoSolicitadoErrorTecnicoEnConsulta: boolean('reintento_solicitado').notNull().default(false),
    notificarAlTerminar: boolean('notificar_al_terminar').notNull().default(false),
    visto: boolean('visto').notNull().default(false),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    finalizadoEn: timestamp('finalizado_en', { withTimezone: true }),
  },
  (table) => [index('registros_automaticos_por_abogado').on(table.idAbogado, table.id)],
);

export const procesosACargar = pgTable(
  'procesos_a_cargar',
  {
    id: serial('id').primaryKey(),
    idRegistroAutomatico: integer('id_registro_automatico')
      .notNull()
      .references(() => registrosAutomaticos.id, { onDelete: 'cascade' }),
    idAbogado: integer('id_abogado').notNull(),
    numeroProceso: text('numero_proceso').notNull(),
    /** Registrando, Registrado, NoEncontrado, ErrorTecnico. */
    estado: text('estado').notNull().default('Registrando'),
    esProcesoPrivado: boolean('es_proceso_privado').notNull().default(false),
    idExpediente: integer('id_expediente').references(() => expedientes.id, { onDelete: 'set null' }),
    informacionProcesoEnFuente: jsonb('informacion_proceso_en_fuente')
      .$type<{ idFuente: number; estadoRegistroProceso: string; esInformacionManual: boolean }[]>()
      .notNull()
      .default([]),
    informacionUltimaActuacion: jsonb('informacion_ultima_actuacion').$type<{
      demandante: string | null;
      demandado: string | null;
      ultimaActuacion: string | null;
      fuenteDatos: number | null;
      fechaUltimaActuacion: string | null;
    }>(),
    observaciones: jsonb('observaciones').$type<string[]>().notNull().default([]),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('procesos_a_cargar_unico').on(table.idRegistroAutomatico, table.numeroProceso)],
);

/**
 * Documents of a case's actuaciones in Rama, Tyba, Unificada or Samai. The engine does not read
 * them on its sweeps (one request per actuación with documents would multiply its load): they are
 * read from the source when the lawyer opens the case's Documentos tab, and kept here so a source
 * that is down, or a document that left the source's newest page, still shows what was read.
 */
export const documentosFuente = pgTable(
  'documentos_fuente',
  {
    id: serial('id').primaryKey(),
    ...deUnProcesoEnFuente(),
    tipoFuente: smallint('tipo_fuente').notNull(),
    /** The source's document id (CPNU idRegDocumento, SAMAI funchash). */
    clave: text('clave').notNull(),
    /** The actuación it belongs to, when the source says so. */
    claveActuacion: text('clave_actuacion'),
    nombre: text('nombre').notNull(),
    /** Download address at the source: what the viewer's frame opens. */
    url: text('url').notNull(),
    fecha: date('fecha'),
    descripcion: text('descripcion'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  // Listed per source row, opened by id: the unique index serves both with the primary key.
  (table) => [unique('documentos_fuente_clave').on(table.idProcesoEnFuente, table.clave)],
);

/** When each source row's documents were last asked of the source, so the source is not asked again too soon. */
export const lecturasDocumentosFuente = pgTable('lecturas_documentos_fuente', {
  idProcesoEnFuente: integer('id_proceso_en_fuente')
    .primaryKey()
    .references(() => procesosEnFuente.id, { onDelete: 'cascade' }),
  idAbogado: integer('id_abogado').notNull(),
  /** 'leyendo' while a request is reading the source; 'error' when the last read failed. */
  estado: text('estado', { enum: ['leyendo', 'leido', 'error'] }).notNull(),
  intentadoEn: timestamp('intentado_en', { withTimezone: true }).notNull().defaultNow(),
  /** Last successful read. */
  leidoEn: timestamp('leido_en', { withTimezone: true }),
  motivo: text('motivo'),
});

/**
 * One court reading shared by every check of the night that needs it: the CPNU search of a
 * radicado (and its newest actuaciones) answers Rama, Tyba and Unificada alike, for every account
 * watching it — one request per radicado per night. Kept a few days, then pruned by the sweep.
 */
export const lecturasFuenteDia = pgTable(
  'lecturas_fuente_dia',
  {
    clave: text('clave').notNull(),
    fecha: date('fecha').notNull(),
    /** Null while the check that claimed the reading is asking the court. */
    resultado: jsonb('resultado'),
    reclamadoEn: timestamp('reclamado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('lecturas_fuente_dia_unica').on(table.clave, table.fecha)],
);

/**
 * Source lookups an account asked for (a new case's sources, an activation, a bulk load's
 * radicados), one row per request with how many: the rolling 24-hour quota of
 * LIMITES_PLAN.consultasPorDia is summed from here. Rows older than two days are pruned by the
 * next request of the same account.
 */
export const consultasPedidas = pgTable(
  'consultas_pedidas',
  {
    id: serial('id').primaryKey(),
    idAbogado: integer('id_abogado')
      .notNull()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    cantidad: integer('cantidad').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consultas_pedidas_por_abogado').on(table.idAbogado, table.creadoEn)],
);
