/** Pure CPNU parsers: raw JSON text → the connector face's types. */
import { z } from 'zod';
import { SchemaDriftError } from '../errors.ts';
import { parseJsonText, sideOfRole, toIsoDate, vacioANulo, validateShape } from '../parse-helpers.ts';
import type {
  ActuacionFuente,
  DetalleProceso,
  DocumentoFuente,
  ProcesoEnFuente,
  SujetoProcesal,
} from '../types.ts';
import { parsePartiesText, partyNameOrNothing } from './parties.ts';
import {
  cpnuActuacionesSchema,
  cpnuDetailSchema,
  cpnuDocumentoSchema,
  cpnuErrorSchema,
  cpnuSearchSchema,
  cpnuSujetosSchema,
} from './schemas.ts';

export interface CpnuPage<Item> {
  items: Item[];
  pagina: number;
  cantidadPaginas: number;
}

/** Role/name pairs of the search's parties text, cleaned (parties.ts); a private process has none. */
export function parseSujetosProcesales(text: string | null): SujetoProcesal[] {
  return parsePartiesText(text).sujetos;
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

export interface CpnuSearchPage extends CpnuPage<ProcesoEnFuente> {
  /** idProceso of the rows whose parties CPNU cut with "...": /Proceso/Sujetos has the full list. */
  partiesCut: string[];
}

export function parseSearch(text: string): CpnuSearchPage {
  const data = validateShape(cpnuSearchSchema, parseJsonText(text, 'CPNU búsqueda'), 'CPNU búsqueda');
  const partiesCut: string[] = [];
  const items = data.procesos.map((proceso): ProcesoEnFuente => {
    const parties = parsePartiesText(proceso.sujetosProcesales);
    if (parties.isCut) partiesCut.push(String(proceso.idProceso));
    return {
      ref: { radicado: proceso.llaveProceso, idProceso: String(proceso.idProceso) },
      radicado: proceso.llaveProceso,
      despacho: proceso.despacho.trim(),
      sujetos: parties.sujetos,
      ...splitParties(parties.sujetos),
      fechaProceso: toIsoDate(proceso.fechaProceso, 'CPNU fechaProceso'),
      fechaUltimaActuacion: toIsoDate(proceso.fechaUltimaActuacion, 'CPNU fechaUltimaActuacion'),
      esPrivado: proceso.esPrivado,
    };
  });
  return {
    items,
    pagina: data.paginacion.pagina,
    cantidadPaginas: data.paginacion.cantidadPaginas,
    partiesCut,
  };
}

export interface CpnuPaginaPorNombre extends CpnuPage<ProcesoEnFuente> {
  /** Every process the name matches (all pages): the pages to read follow from it. */
  cantidadRegistros: number;
}

/**
 * One page of the search by party name (/Procesos/Consulta/NombreRazonSocial): the same rows as
 * the search by radicado, so each carries its process's last-action date (issue 23, repeat
 * litigants). An answer of another kind of search is drift.
 */
export function parseBusquedaPorNombre(text: string): CpnuPaginaPorNombre {
  const data = validateShape(
    cpnuSearchSchema,
    parseJsonText(text, 'CPNU búsqueda por nombre'),
    'CPNU búsqueda por nombre',
  );
  if (data.tipoConsulta !== 'NombreRazonSocial')
    throw new SchemaDriftError('CPNU búsqueda por nombre: otro tipo de consulta', [data.tipoConsulta]);
  const page = parseSearch(text);
  return {
    items: page.items,
    pagina: page.pagina,
    cantidadPaginas: page.cantidadPaginas,
    cantidadRegistros: data.paginacion.cantidadRegistros,
  };
}

/** CPNU refuses a search matching more than a thousand processes (sources.md §1.1, reported). */
export function isMasDeMilMessage(message: string): boolean {
  return /m[aá]s de mil registros/i.test(message);
}

/** One page of /Proceso/Sujetos: every party, names cleaned like the search's, N.N. dropped. */
export function parseSujetos(text: string): CpnuPage<SujetoProcesal> {
  const data = validateShape(cpnuSujetosSchema, parseJsonText(text, 'CPNU sujetos'), 'CPNU sujetos');
  const items = data.sujetos
    .map((sujeto) => ({
      rol: sujeto.tipoSujeto.trim(),
      nombre: partyNameOrNothing(sujeto.nombreRazonSocial),
    }))
    .filter((sujeto) => sujeto.nombre !== '');
  return { items, pagina: data.paginacion.pagina, cantidadPaginas: data.paginacion.cantidadPaginas };
}

/**
 * The detail of the process asked for as `idProceso`. Its own idRegProceso is not that id (recorded:
 * 13257370 for 132573703), so the ref keeps the id asked with.
 */
export function parseDetail(text: string, idProceso: string): DetalleProceso {
  const data = validateShape(cpnuDetailSchema, parseJsonText(text, 'CPNU detalle'), 'CPNU detalle');
  return {
    ref: { radicado: data.llaveProceso, idProceso },
    radicado: data.llaveProceso,
    esPrivado: data.esPrivado,
    codigoDespacho: vacioANulo(data.codDespachoCompleto),
    despacho: data.despacho.trim(),
    ponente: vacioANulo(data.ponente),
    ubicacion: vacioANulo(data.ubicacion),
    recurso: vacioANulo(data.recurso),
    contenidoRadicacion: vacioANulo(data.contenidoRadicacion),
    tipoProceso: vacioANulo(data.tipoProceso),
    claseProceso: vacioANulo(data.claseProceso),
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
      anotacion: vacioANulo(actuacion.anotacion),
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
      descripcion: vacioANulo(documento.descripcion),
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
