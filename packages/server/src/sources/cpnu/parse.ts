/** Pure CPNU parsers: raw JSON text → the connector face's types. */
import { z } from 'zod';
import { blankToNull, parseJsonText, sideOfRole, toIsoDate, validateShape } from '../parse-helpers.ts';
import type {
  ActuacionFuente,
  DetalleProceso,
  DocumentoFuente,
  ProcesoEnFuente,
  SujetoProcesal,
} from '../types.ts';
import {
  cpnuActuacionesSchema,
  cpnuDetailSchema,
  cpnuDocumentoSchema,
  cpnuErrorSchema,
  cpnuSearchSchema,
} from './schemas.ts';

export interface CpnuPage<Item> {
  items: Item[];
  pagina: number;
  cantidadPaginas: number;
}

/** "Demandante: OSCAR ARTURO - ORTIZ HENAO | Demandado: N.N." → role/name pairs; "N.N." is no one. */
export function parseSujetosProcesales(text: string | null): SujetoProcesal[] {
  if (!text) return [];
  return text
    .split('|')
    .map((part) => {
      const separator = part.indexOf(':');
      if (separator < 0) return { rol: '', nombre: part.trim() };
      return { rol: part.slice(0, separator).trim(), nombre: part.slice(separator + 1).trim() };
    })
    .filter((sujeto) => sujeto.nombre !== '' && sujeto.nombre !== 'N.N.');
}

/** CPNU writes "NOMBRES - APELLIDOS"; the product shows the plain name. */
function displayName(nombre: string): string {
  return nombre
    .replace(/\s+-\s+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function splitParties(sujetos: SujetoProcesal[]): { demandantes: string[]; demandados: string[] } {
  const namesOf = (side: string) =>
    sujetos.filter((sujeto) => sideOfRole(sujeto.rol) === side).map((sujeto) => displayName(sujeto.nombre));
  return { demandantes: namesOf('demandante'), demandados: namesOf('demandado') };
}

export function parseSearch(text: string): CpnuPage<ProcesoEnFuente> {
  const data = validateShape(cpnuSearchSchema, parseJsonText(text, 'CPNU búsqueda'), 'CPNU búsqueda');
  const items = data.procesos.map((proceso): ProcesoEnFuente => {
    const sujetos = parseSujetosProcesales(proceso.sujetosProcesales);
    return {
      ref: { radicado: proceso.llaveProceso, idProceso: String(proceso.idProceso) },
      radicado: proceso.llaveProceso,
      despacho: proceso.despacho.trim(),
      sujetos,
      ...splitParties(sujetos),
      fechaProceso: toIsoDate(proceso.fechaProceso, 'CPNU fechaProceso'),
      fechaUltimaActuacion: toIsoDate(proceso.fechaUltimaActuacion, 'CPNU fechaUltimaActuacion'),
      esPrivado: proceso.esPrivado,
    };
  });
  return { items, pagina: data.paginacion.pagina, cantidadPaginas: data.paginacion.cantidadPaginas };
}

export function parseDetail(text: string): DetalleProceso {
  const data = validateShape(cpnuDetailSchema, parseJsonText(text, 'CPNU detalle'), 'CPNU detalle');
  return {
    ref: { radicado: data.llaveProceso, idProceso: String(data.idRegProceso) },
    radicado: data.llaveProceso,
    esPrivado: data.esPrivado,
    codigoDespacho: blankToNull(data.codDespachoCompleto),
    despacho: data.despacho.trim(),
    ponente: blankToNull(data.ponente),
    ubicacion: blankToNull(data.ubicacion),
    recurso: blankToNull(data.recurso),
    contenidoRadicacion: blankToNull(data.contenidoRadicacion),
    tipoProceso: blankToNull(data.tipoProceso),
    claseProceso: blankToNull(data.claseProceso),
    nombreCiudad: null,
    nombreCorporacion: null,
    // Parties come from the search row or /Proceso/Sujetos; the detail does not carry them.
    demandantes: [],
    demandados: [],
    fechaProceso: toIsoDate(data.fechaProceso, 'CPNU fechaProceso'),
    urlDespacho: null,
  };
}

export function parseActuaciones(text: string): CpnuPage<ActuacionFuente> {
  const data = validateShape(
    cpnuActuacionesSchema,
    parseJsonText(text, 'CPNU actuaciones'),
    'CPNU actuaciones',
  );
  const items = data.actuaciones.map(
    (actuacion): ActuacionFuente => ({
      key: String(actuacion.idRegActuacion),
      descripcion: actuacion.actuacion.trim(),
      anotacion: blankToNull(actuacion.anotacion),
      fechaActuacion: toIsoDate(actuacion.fechaActuacion, 'CPNU fechaActuacion'),
      fechaRegistro: toIsoDate(actuacion.fechaRegistro, 'CPNU fechaRegistro'),
      fechaInicioTermino: toIsoDate(actuacion.fechaInicial, 'CPNU fechaInicial'),
      fechaFinalizaTermino: toIsoDate(actuacion.fechaFinal, 'CPNU fechaFinal'),
      tieneDocumentos: actuacion.conDocumentos,
    }),
  );
  return { items, pagina: data.paginacion.pagina, cantidadPaginas: data.paginacion.cantidadPaginas };
}

export function parseDocumentos(text: string, actuacionKey: string, downloadUrl: (id: string) => string) {
  const data = validateShape(
    z.array(cpnuDocumentoSchema),
    parseJsonText(text, 'CPNU documentos'),
    'CPNU documentos',
  );
  return data.map(
    (documento): DocumentoFuente => ({
      id: String(documento.idRegDocumento),
      nombre: documento.nombre.trim(),
      url: downloadUrl(String(documento.idRegDocumento)),
      fecha: toIsoDate(documento.fechaCarga, 'CPNU fechaCarga'),
      descripcion: blankToNull(documento.descripcion),
      actuacionKey,
    }),
  );
}

/** CPNU's `{"StatusCode":404,"Message":…}` body, or null when the text is something else. */
export function parseErrorMessage(text: string): string | null {
  try {
    const result = cpnuErrorSchema.safeParse(JSON.parse(text));
    return result.success ? result.data.Message : null;
  } catch {
    return null;
  }
}

/** "Timeout Expired" / "Connection Timeout" 404s are the court's database failing, not a missing process. */
export function isCourtTimeoutMessage(message: string): boolean {
  return /timeout expired|connection timeout/i.test(message);
}
