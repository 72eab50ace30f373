/**
 * One query shape and one presenter for a change, shared by the lists, the navigation and the
 * review card, so every call answers the seed's fields the same way (seed 001 §3).
 */
import { formatearDia as formatDay, fuenteById, motivoTexto } from '@expediente/domain';
import type { Cambio } from '@expediente/domain/contrato/control-cambios';
import { type SQL, sql } from 'drizzle-orm';
import { presentarTermino } from '../../terminos/index.ts';

export interface CambioRow extends Record<string, unknown> {
  id: string | number;
  id_control: number | null;
  id_fecha: number;
  estado: number;
  tipo: 'actuacion' | 'coincidencia' | 'sinCambios3Meses' | 'noConsultado';
  es_importante: boolean | null;
  es_priorizado_por_tito: boolean;
  razon_de_priorizacion: string | null;
  regla_de_priorizacion: string | null;
  borrador_conclusion: string | null;
  conclusion: string | null;
  tipo_fuente: number | null;
  fuentes: number[] | null;
  fecha_actualizacion: Date | string | null;
  fecha_revisado: Date | string | null;
  cantidad_documentos: number;
  descripcion: string | null;
  anotacion: string | null;
  fecha_actuacion: string | null;
  fecha_finaliza_termino: string | null;
  fecha_inicio_termino: string | null;
  fecha_registro: string | null;
  certeza: number | null;
  motivo: string | null;
  /** The sources whose consultation failed that day, for a case not consulted. */
  fuentes_fallidas: number[] | null;
  numero: string;
  id_expediente: number;
  demandantes: string | null;
  demandados: string | null;
  despacho: string | null;
  sin_cambio_desde: string | null;
  ultima_actuacion: string | null;
  fecha_ultimo_cambio: string | null;
  etapa: string | null;
}

const TIPO_CAMBIO = { actuacion: 0, coincidencia: 0, sinCambios3Meses: 1, noConsultado: 2 } as const;

/** Section of the control page: the day's changes first, then cases without change / not consulted. */
export const ORDEN_DE_SECCIONES = sql`(c.tipo in ('sinCambios3Meses', 'noConsultado'))`;
/** Review order: section, Tito's priority first, then as found. */
/** Matches the index cambios_orden_revision, so a page is read in index order. */
export const ORDEN_DE_REVISION = sql`${ORDEN_DE_SECCIONES}, c.es_priorizado_por_tito desc nulls last, c.id`;

/** Selects every field of a change; `where` must scope by account. */
export function seleccionarCambios(where: SQL, tail: SQL = sql``): SQL {
  return sql`
    select c.id, c.id_control, to_char(c.fecha, 'YYYYMMDD')::int as id_fecha, c.estado, c.tipo,
      c.es_importante, c.es_priorizado_por_tito, c.razon_de_priorizacion, c.regla_de_priorizacion,
      c.borrador_conclusion,
      c.conclusion, c.tipo_fuente, c.fuentes, c.fecha_actualizacion, c.fecha_revisado,
      (select count(*)::int from documentos_anexos da where da.id_cambio = c.id and da.tamano >= 0) as cantidad_documentos,
      coalesce(a.descripcion, d.titulo) as descripcion,
      coalesce(a.anotacion, co.extracto) as anotacion,
      to_char(coalesce(a.fecha_actuacion, d.fecha_publicacion), 'YYYY-MM-DD') as fecha_actuacion,
      to_char(a.fecha_finaliza_termino, 'YYYY-MM-DD') as fecha_finaliza_termino,
      to_char(a.fecha_inicio_termino, 'YYYY-MM-DD') as fecha_inicio_termino,
      to_char(a.fecha_registro, 'YYYY-MM-DD') as fecha_registro,
      co.certeza,
      case when c.tipo = 'noConsultado' then (
        select q.motivo from consultas q
        where q.id_expediente = c.id_expediente and q.fecha = c.fecha and q.estado <> 'consultado'
        order by q.id limit 1) end as motivo,
      case when c.tipo = 'noConsultado' then array(
        select distinct q.tipo_fuente::int from consultas q
        where q.id_expediente = c.id_expediente and q.fecha = c.fecha and q.estado <> 'consultado'
        order by 1) end as fuentes_fallidas,
      e.numero, e.id as id_expediente, e.demandantes, e.demandados, e.despacho,
      to_char(coalesce(e.fecha_ultimo_cambio, e.creado_en) at time zone 'America/Bogota', 'YYYY-MM-DD') as sin_cambio_desde,
      to_char(e.fecha_ultimo_cambio at time zone 'America/Bogota', 'YYYY-MM-DD') as fecha_ultimo_cambio,
      (select p.ultima_actuacion from procesos_en_fuente p
        where p.id_expediente = e.id and not p.es_resultado_adicional and p.ultima_actuacion is not null
        order by p.fecha_ultima_actuacion desc nulls last limit 1) as ultima_actuacion,
      lm.valor as etapa
    from cambios c
    join expedientes e on e.id = c.id_expediente
    left join actuaciones a on c.tipo = 'actuacion' and a.id = c.referencia
    left join coincidencias co on c.tipo = 'coincidencia' and co.id = c.referencia
    left join documentos_publicados d on d.id = co.id_documento
    left join lista_maestra lm on lm.id = e.id_etapa_procesal
    where ${where}
    ${tail}`;
}

function sourceNames(fuentes: number[]): string {
  return fuentes.map((id) => fuenteById(id)?.nombre ?? `Fuente ${id}`).join(', ');
}

function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function detalle(row: CambioRow, fuentes: number[]): string {
  const names = sourceNames(fuentes);
  if (row.tipo === 'sinCambios3Meses') return 'Sin cambios en los últimos 3 meses';
  if (row.tipo === 'noConsultado') return `Sin consulta en ${names}`;
  const what =
    row.tipo === 'coincidencia' ? `Coincidencia en ${row.descripcion ?? 'una publicación'}` : row.descripcion;
  return `Cambio de ${names}: ${what ?? ''}`.trim();
}

/** Rama, Tyba and Unificada are all read from the Rama Judicial's portal (CPNU). */
const PORTAL_RAMA = new Set([0, 1, 2]);

/**
 * Why a case was not consulted, naming the source that failed (issue 21.2): the stored reason of
 * that night's failed consultation, worded for the day's control (the night retries by itself).
 */
function motivoNoConsultado(clave: string | null, fuentes: number[]): string {
  const nombres = fuentes.length > 0 ? sourceNames(fuentes) : 'la fuente';
  const texto = clave && clave !== 'NoSeAlcanzoAConsultar' ? motivoTexto(clave, fuentes[0] ?? -1) : null;
  if (clave === 'ErrorTecnico' || clave === 'NoSeAlcanzoAConsultar' || texto === null) {
    const causa = fuentes.some((id) => PORTAL_RAMA.has(id))
      ? 'el portal de la Rama Judicial respondió con lentitud o con error'
      : 'la fuente respondió con error';
    return `No pudimos consultar el proceso en ${nombres}: ${causa}. Lo consultaremos de nuevo en la próxima consulta; mientras tanto puedes consultarlo a mano.`;
  }
  return `No pudimos consultar el proceso en ${nombres}. ${texto}`;
}

function motivo(row: CambioRow, fuentes: number[]): string | null {
  if (row.tipo === 'sinCambios3Meses') return 'El proceso no ha tenido cambios en los últimos 3 meses.';
  if (row.tipo !== 'noConsultado') return null;
  const fallidas = row.fuentes_fallidas && row.fuentes_fallidas.length > 0 ? row.fuentes_fallidas : fuentes;
  return motivoNoConsultado(row.motivo, fallidas);
}

/** Our término for a new actuación, worded relative to the change's own day (decision 0008). */
function terminoDelCambio(row: CambioRow) {
  if (row.tipo !== 'actuacion' || row.descripcion === null) return null;
  const dia = String(row.id_fecha);
  return presentarTermino(
    {
      descripcion: row.descripcion,
      anotacion: row.anotacion,
      fechaActuacion: row.fecha_actuacion,
      fechaRegistro: row.fecha_registro,
      fechaInicioTermino: row.fecha_inicio_termino,
      fechaFinalizaTermino: row.fecha_finaliza_termino,
    },
    `${dia.slice(0, 4)}-${dia.slice(4, 6)}-${dia.slice(6, 8)}`,
    // The court's own closures apply (decision 0008).
    row.numero,
  );
}

export function presentarCambio(row: CambioRow): Cambio {
  const fuentes =
    row.fuentes && row.fuentes.length > 0
      ? row.fuentes
      : row.tipo_fuente !== null
        ? [row.tipo_fuente]
        : (row.fuentes_fallidas ?? []);
  return {
    id: Number(row.id),
    idControl: row.id_control,
    idFecha: row.id_fecha,
    estado: row.estado,
    tipoCambio: TIPO_CAMBIO[row.tipo],
    esImportante: row.es_importante,
    esPriorizadoPorTito: row.es_priorizado_por_tito,
    razonDePriorizacion: row.razon_de_priorizacion,
    reglaDePriorizacion: row.regla_de_priorizacion,
    borradorConclusion: row.borrador_conclusion,
    detalleUltimoCambio: detalle(row, fuentes),
    conclusion: row.conclusion,
    cantidadDocumentosAdjuntos: row.cantidad_documentos,
    fuente: fuentes[0] ?? null,
    fuentes,
    esCoincidencia: row.tipo === 'coincidencia',
    certeza: row.certeza,
    descripcion: row.descripcion,
    anotacion: row.anotacion,
    fechaActuacion: formatDay(row.fecha_actuacion),
    fechaFinalizaTermino: formatDay(row.fecha_finaliza_termino),
    terminoCalculado: terminoDelCambio(row),
    fechaActualizacion: toIso(row.fecha_actualizacion),
    fechaRevisado: toIso(row.fecha_revisado),
    motivo: motivo(row, fuentes),
    sinCambioDesde: formatDay(row.sin_cambio_desde),
    numeroExpediente: row.numero,
    idExpediente: row.id_expediente,
    demandantes: row.demandantes ?? '',
    demandandos: row.demandados ?? '',
    despacho: row.despacho,
    ultimaActuacion: row.ultima_actuacion,
    fechaUltimoCambio: formatDay(row.fecha_ultimo_cambio),
    etapaProcesal: row.etapa,
  };
}
