/** Pure samaicore parsers: raw JSON text → the connector face's types. */
import { blankToNull, parseJsonText, toIsoDate, validateShape } from '../parse-helpers.ts';
import type {
  ActuacionFuente,
  DetalleProceso,
  DocumentoFuente,
  ProcesoEnFuente,
  ProcessRef,
} from '../types.ts';
import { samaiBusquedaSchema, samaiDatosProcesoSchema, samaiHistorialSchema } from './schemas.ts';

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
}

/** The later of the court's and the secretaría's last-action dates. */
function latestDate(...dates: Array<string | null>): string | null {
  const present = dates.filter((date): date is string => date !== null).sort();
  return present.at(-1) ?? null;
}

export function parseDatosProceso(text: string, corporacion: string, webDetailBase: string): SamaiDatos {
  const data = validateShape(
    samaiDatosProcesoSchema,
    parseJsonText(text, 'SAMAI datos del proceso'),
    'SAMAI datos del proceso',
  );
  const ref = samaiRef(data.radicado, corporacion);
  const demandantes = [blankToNull(data.Actor)].filter((name): name is string => name !== null);
  const demandados = [blankToNull(data.Demandado)].filter((name): name is string => name !== null);
  // samaicore names the corporación, not the magistrate's office: the ponente goes in its own field.
  const despacho = data.EntidadRadicadora ?? '';
  const fechaProceso = toIsoDate(data.FECHAPROC, 'SAMAI FECHAPROC');
  const proceso: ProcesoEnFuente = {
    ref,
    radicado: data.radicado,
    despacho: despacho.trim(),
    sujetos: [
      ...demandantes.map((nombre) => ({ rol: 'Demandante', nombre })),
      ...demandados.map((nombre) => ({ rol: 'Demandado', nombre })),
    ],
    demandantes,
    demandados,
    fechaProceso,
    fechaUltimaActuacion: latestDate(
      toIsoDate(data.UltimaActuacionDespachoFecha, 'SAMAI UltimaActuacionDespachoFecha'),
      toIsoDate(data.UltimaActuacionSecretariaFechas, 'SAMAI UltimaActuacionSecretariaFechas'),
    ),
    esPrivado: false,
  };
  const detalle: DetalleProceso = {
    ref,
    radicado: data.radicado,
    esPrivado: false,
    codigoDespacho: blankToNull(data.CodDespacho),
    despacho: proceso.despacho,
    ponente: blankToNull(data.Ponente),
    ubicacion: null,
    recurso: null,
    contenidoRadicacion: null,
    tipoProceso: blankToNull(data.tipoProceso),
    claseProceso: blankToNull(data.claseProceso),
    nombreCiudad: blankToNull(data.cityName),
    nombreCorporacion: blankToNull(data.EntidadRadicadora),
    demandantes,
    demandados,
    fechaProceso,
    // The public web page (behind a CAPTCHA): offered to the user as the manual link.
    urlDespacho: `${webDetailBase}/Vistas/Casos/list_procesos.aspx?guid=${ref.idProceso}`,
  };
  return { proceso, detalle };
}

export interface SamaiHistorial {
  actuaciones: ActuacionFuente[];
  documentos: DocumentoFuente[];
}

/** All actuaciones (newest first by Orden) and their documents, from one HistorialActuaciones answer. */
export function parseHistorial(text: string, downloadUrl: (funchash: string) => string): SamaiHistorial {
  const data = validateShape(samaiHistorialSchema, parseJsonText(text, 'SAMAI historial'), 'SAMAI historial');
  const sorted = [...data].sort((left, right) => right.Orden - left.Orden);
  const actuaciones = sorted.map(
    (item): ActuacionFuente => ({
      key: String(item.Orden),
      descripcion: item.NombreActuacion.trim(),
      anotacion: blankToNull(item.Anotacion),
      fechaActuacion: toIsoDate(item.Actuacion, 'SAMAI Actuacion'),
      fechaRegistro: toIsoDate(item.Registro, 'SAMAI Registro'),
      // samaicore's historial carries no término dates (sources.md §1.4).
      fechaInicioTermino: null,
      fechaFinalizaTermino: null,
      tieneDocumentos: (item.CantidadDocumentos ?? 0) > 0 || (item.Documentos?.length ?? 0) > 0,
    }),
  );
  const documentos = sorted.flatMap((item) =>
    (item.Documentos ?? []).map(
      (documento): DocumentoFuente => ({
        id: documento.FUNCHASH,
        nombre: (documento.NOMBDOCU ?? documento.NombreCompletoArchivo ?? documento.FUNCHASH).trim(),
        url: downloadUrl(documento.FUNCHASH),
        fecha: toIsoDate(documento.creationDate, 'SAMAI creationDate'),
        descripcion: blankToNull(documento.A121DESCDOCU),
        actuacionKey: String(item.Orden),
      }),
    ),
  );
  return { actuaciones, documentos };
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
