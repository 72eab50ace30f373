/** Pure samaicore parsers: raw JSON text → the connector face's types. */
import { parseJsonText, toIsoDate, vacioANulo, validateShape } from '../parse-helpers.ts';
import type {
  ActuacionFuente,
  DetalleProceso,
  DocumentoFuente,
  ProcesoEnFuente,
  ProcessRef,
} from '../types.ts';
import { nombreCorporacion } from './corporacion.ts';
import {
  type SamaiActuacion,
  type SamaiDocumento,
  samaiBusquedaSchema,
  samaiDatosProcesoSchema,
  samaiHistorialSchema,
} from './schemas.ts';

/** SAMAI's own process id: radicado (23) + corporación (7), as in its web detail `?guid=`. */
export function samaiRef(radicado: string, corporacion: string): ProcessRef {
  return { radicado, idProceso: `${radicado}${corporacion}` };
}

export function corporacionOf(ref: ProcessRef): string {
  return ref.idProceso.slice(23);
}

export interface SamaiDatos {
  proceso: ProcesoEnFuente;
  detalle: DetalleProceso;
  /** Only this answer carries documents (actuaciones[].Documentos, keyed by FUNCHASH). */
  documentos: DocumentoFuente[];
  /**
   * The envelope's own actuaciones, newest first, read like HistorialActuaciones' items: the public
   * path to them when HistorialActuaciones answers 401 without an ApiKey (sources.md §1.4).
   */
  actuaciones: ActuacionFuente[];
}

/** "2026-03-19, 2026-03-20" or " Mar 19 2026  4:31PM" → ISO dates; several when the field lists several. */
function isoDates(value: string | null, what: string): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => toIsoDate(part, what))
    .filter((date): date is string => date !== null);
}

function latestDate(dates: string[]): string | null {
  return [...dates].sort().at(-1) ?? null;
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}

/**
 * samaicore's answer for a radicado the corporación does not hold: `{"auditoria": {}}`, without
 * `proceso` (sources.md §1.4). Anything else without a `proceso` is left to the schema, as drift.
 */
function isNoEncontrado(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const record = data as Record<string, unknown>;
  const proceso = record.proceso;
  return 'auditoria' in record && (proceso === undefined || proceso === null || isEmptyObject(proceso));
}

function toDocumento(
  documento: SamaiDocumento,
  actuacionKey: string,
  downloadUrl: (funchash: string) => string,
): DocumentoFuente {
  return {
    id: documento.FUNCHASH,
    // NOMBDOCU has no extension; the full file name is what a person recognises.
    nombre: (documento.NombreCompletoArchivo ?? documento.NOMBDOCU ?? documento.FUNCHASH).trim(),
    url: downloadUrl(documento.FUNCHASH),
    fecha: toIsoDate(documento.creationDate, 'SAMAI creationDate'),
    descripcion: vacioANulo(documento.A121DESCDOCU),
    actuacionKey,
  };
}

/**
 * ObtenerDatosProcesoGet's envelope → the found process, its detail and its documents; null when
 * samaicore answers that the corporación does not hold the radicado.
 */
export function parseDatosProceso(
  text: string,
  corporacion: string,
  webDetailBase: string,
  downloadUrl: (funchash: string) => string,
): SamaiDatos | null {
  const json = parseJsonText(text, 'SAMAI datos del proceso');
  if (isNoEncontrado(json)) return null;
  const data = validateShape(samaiDatosProcesoSchema, json, 'SAMAI datos del proceso');
  const datos = data.proceso;
  const ref = samaiRef(datos.radicado, corporacion);
  const demandantes = [vacioANulo(datos.Actor)].filter((name): name is string => name !== null);
  const demandados = [vacioANulo(datos.Demandado)].filter((name): name is string => name !== null);
  const despacho = nombreCorporacion(corporacion);
  const fechaProceso = toIsoDate(datos.FECHAPROC, 'SAMAI FECHAPROC');
  // The header's last-action dates lag the newest actuación of the same answer by a day at times.
  const fechaUltimaActuacion = latestDate([
    ...data.actuaciones.flatMap((item) => isoDates(item.Actuacion, 'SAMAI Actuacion')),
    ...isoDates(datos.UltimaActuacionDespachoFecha, 'SAMAI UltimaActuacionDespachoFecha'),
    ...isoDates(datos.UltimaActuacionSecretariaFechas, 'SAMAI UltimaActuacionSecretariaFechas'),
  ]);
  const proceso: ProcesoEnFuente = {
    ref,
    radicado: datos.radicado,
    despacho,
    sujetos: [
      ...demandantes.map((nombre) => ({ rol: 'Demandante', nombre })),
      ...demandados.map((nombre) => ({ rol: 'Demandado', nombre })),
    ],
    demandantes,
    demandados,
    fechaProceso,
    fechaUltimaActuacion,
    esPrivado: false,
  };
  const detalle: DetalleProceso = {
    ref,
    radicado: datos.radicado,
    esPrivado: false,
    // The magistrate's (or judge's) office; the ponente goes in its own field.
    codigoDespacho: vacioANulo(datos.CodDespacho),
    despacho,
    ponente: vacioANulo(datos.Ponente),
    ubicacion: null,
    recurso: null,
    contenidoRadicacion: null,
    tipoProceso: vacioANulo(datos.tipoProceso),
    claseProceso: vacioANulo(datos.claseProceso),
    nombreCiudad: vacioANulo(datos.cityName),
    nombreCorporacion: despacho,
    demandantes,
    demandados,
    fechaProceso,
    // The public web page (behind a CAPTCHA): offered to the user as the manual link.
    urlDespacho: `${webDetailBase}/Vistas/Casos/list_procesos.aspx?guid=${ref.idProceso}`,
  };
  const documentos = [...data.actuaciones]
    .sort((left, right) => right.Orden - left.Orden)
    .flatMap((item) =>
      (item.Documentos ?? []).map((documento) => toDocumento(documento, String(item.Orden), downloadUrl)),
    );
  return { proceso, detalle, documentos, actuaciones: toActuaciones(data.actuaciones) };
}

/**
 * All actuaciones, newest first by Orden, from one HistorialActuaciones answer. Its items carry no
 * documents: those are read from ObtenerDatosProcesoGet (parseDatosProceso).
 */
export function parseHistorial(text: string): ActuacionFuente[] {
  const data = validateShape(samaiHistorialSchema, parseJsonText(text, 'SAMAI historial'), 'SAMAI historial');
  return toActuaciones(data);
}

/** The same mapping for both answers: their items share every field read here. */
function toActuaciones(items: SamaiActuacion[]): ActuacionFuente[] {
  return [...items]
    .sort((left, right) => right.Orden - left.Orden)
    .map(
      (item): ActuacionFuente => ({
        key: String(item.Orden),
        descripcion: item.NombreActuacion.trim(),
        anotacion: vacioANulo(item.Anotacion),
        fechaActuacion: toIsoDate(item.Actuacion, 'SAMAI Actuacion'),
        fechaRegistro: toIsoDate(item.Registro, 'SAMAI Registro'),
        // samaicore's historial carries no término dates (sources.md §1.4).
        fechaInicioTermino: null,
        fechaFinalizaTermino: null,
        tieneDocumentos: (item.CantidadDocumentos ?? 0) > 0,
      }),
    );
}

/** Orden is monotonic, so "newer than the last known" is a numeric comparison, robust to gaps. */
export function actuacionesAfter(actuaciones: ActuacionFuente[], lastKnownKey?: string): ActuacionFuente[] {
  if (lastKnownKey === undefined) return actuaciones;
  const known = Number(lastKnownKey);
  if (!Number.isFinite(known)) return actuaciones;
  return actuaciones.filter((actuacion) => Number(actuacion.key) > known);
}

/**
 * Corporations named by BuscarProcesoTodoSamai. Its shape is not documented (sources.md §1.4): this
 * only yields hints, so anything unrecognised gives none instead of failing the search.
 */
export function parseCorporacionesEncontradas(text: string): string[] {
  try {
    const result = samaiBusquedaSchema.safeParse(JSON.parse(text));
    if (!result.success) return [];
    return result.data.map((item) => item.Corporacion).filter((codigo) => /^\d{7}$/.test(codigo));
  } catch {
    return [];
  }
}
