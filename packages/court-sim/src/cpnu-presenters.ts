/** CPNU's JSON shapes (sources.md §1.1), field names exactly as the real API spells them. */
import type { ActuacionSimulada } from './actuaciones.ts';
import { toIso } from './dates.ts';
import { cpnuName, type Parte } from './names.ts';
import type { ProcesoSimulado } from './proceso.ts';

export const ACTUACIONES_POR_PAGINA = 40;
export const PROCESOS_POR_PAGINA = 20;
/** What a private process shows as its parties in the search (recorded CPNU answers). */
export const PROCESO_PRIVADO = '--- [ PROCESO PRIVADO ] ---';
/** The search lists this many parties and then cuts with " ..." (one recorded answer; INFERRED rule). */
const SUJETOS_EN_BUSQUEDA = 20;
/** Justicia XXI Web keeps a line break and tabs inside stored names (recorded CPNU answers). */
const SALTO_JUSTICIA_XXI = '\r\n\t\t\t\t\t';

export function cpnuDate(day: number | null): string | null {
  return day === null ? null : `${toIso(day)}T00:00:00`;
}

export interface SujetoSimulado {
  tipoSujeto: string;
  nombre: string;
  esEmplazado: boolean;
}

function justiciaXxiName(parte: Parte): string {
  return parte.tipo === 'natural'
    ? `${parte.nombres}${SALTO_JUSTICIA_XXI}${parte.apellidos}`
    : parte.razonSocial;
}

/**
 * The parties as CPNU stores them. Processes with emplazados replicated from Justicia XXI Web use its
 * role labels and its line-broken names, as in the recorded answer of a Puerto Colombia pertenencia.
 */
export function sujetosOf(proceso: ProcesoSimulado): SujetoSimulado[] {
  const isJusticiaXxi = proceso.esTyba && proceso.emplazados.length > 0;
  const nombre = isJusticiaXxi ? justiciaXxiName : cpnuName;
  const demandante = isJusticiaXxi ? 'Demandante/accionante' : 'Demandante';
  const demandado = isJusticiaXxi ? 'Demandado/indiciado/causante' : 'Demandado';
  return [
    ...proceso.demandantes.map((parte) => ({
      tipoSujeto: demandante,
      nombre: nombre(parte),
      esEmplazado: false,
    })),
    ...proceso.demandados.map((parte) => ({
      tipoSujeto: demandado,
      nombre: nombre(parte),
      esEmplazado: false,
    })),
    ...proceso.emplazados.map((parte) => ({
      tipoSujeto: demandado,
      nombre: nombre(parte),
      esEmplazado: true,
    })),
  ];
}

/** The search's one-string list: "Rol: NOMBRE | …", emplazados marked, long lists cut with " ...". */
function sujetosProcesalesText(proceso: ProcesoSimulado): string {
  if (proceso.esPrivado) return PROCESO_PRIVADO;
  const sujetos = sujetosOf(proceso);
  const salto = proceso.esTyba ? SALTO_JUSTICIA_XXI : '';
  const listed = sujetos
    .slice(0, SUJETOS_EN_BUSQUEDA)
    .map(
      (sujeto) =>
        `${sujeto.tipoSujeto}: ${sujeto.nombre}${sujeto.esEmplazado ? `  ${salto} (Emplazado)` : ''}`,
    )
    .join(' | ');
  return sujetos.length > SUJETOS_EN_BUSQUEDA ? `${listed} ...` : `${listed} `;
}

export function presentBusqueda(proceso: ProcesoSimulado, actuaciones: ActuacionSimulada[]) {
  const ultima = actuaciones.at(-1);
  return {
    idProceso: proceso.idProceso,
    idConexion: proceso.idConexion,
    llaveProceso: proceso.radicado,
    fechaProceso: cpnuDate(proceso.startDay),
    fechaUltimaActuacion: cpnuDate(ultima ? ultima.fechaActuacion : null),
    despacho: `${proceso.despacho.nombre} `,
    departamento: proceso.despacho.departamento,
    sujetosProcesales: sujetosProcesalesText(proceso),
    esPrivado: proceso.esPrivado,
    cantFilas: -1,
  };
}

export function presentDetalle(proceso: ProcesoSimulado, actuaciones: ActuacionSimulada[], now: string) {
  const ultima = actuaciones.at(-1);
  return {
    // Not the search's idProceso: two recorded answers show it one digit shorter (132573703 → 13257370).
    idRegProceso: Math.floor(proceso.idProceso / 10),
    llaveProceso: proceso.radicado,
    idConexion: proceso.idConexion,
    esPrivado: proceso.esPrivado,
    fechaProceso: cpnuDate(proceso.startDay),
    codDespachoCompleto: proceso.despacho.codigo,
    despacho: `${proceso.despacho.nombre} `,
    ponente: proceso.ponente,
    tipoProceso: proceso.clase.tipoProceso,
    claseProceso: proceso.clase.claseProceso,
    subclaseProceso: proceso.clase.subclaseProceso,
    recurso: proceso.index === 0 ? 'Sin Tipo de Recurso' : 'Apelación',
    ubicacion: proceso.esTyba
      ? 'Software: Justicia XXI Web'
      : proceso.index === 0
        ? 'Despacho'
        : 'Otro juzgado',
    contenidoRadicacion: proceso.clase.contenidoRadicacion,
    fechaConsulta: now,
    ultimaActualizacion: cpnuDate(ultima ? ultima.fechaRegistro : proceso.startDay),
  };
}

export function idRegActuacionOf(proceso: ProcesoSimulado, consActuacion: number): number {
  return proceso.idProceso * 10_000 + consActuacion;
}

export function presentActuacion(proceso: ProcesoSimulado, actuacion: ActuacionSimulada, cant: number) {
  return {
    idRegActuacion: idRegActuacionOf(proceso, actuacion.consActuacion),
    llaveProceso: proceso.radicado,
    consActuacion: actuacion.consActuacion,
    fechaActuacion: cpnuDate(actuacion.fechaActuacion),
    actuacion: actuacion.actuacion,
    anotacion: actuacion.anotacion,
    fechaInicial: cpnuDate(actuacion.fechaInicial),
    fechaFinal: cpnuDate(actuacion.fechaFinal),
    fechaRegistro: cpnuDate(actuacion.fechaRegistro),
    codRegla: '00'.padEnd(32, ' '),
    conDocumentos: actuacion.conDocumentos,
    cant,
  };
}

export function paginacion(total: number, perPage: number, page: number) {
  return {
    cantidadRegistros: total,
    registrosPagina: perPage,
    cantidadPaginas: Math.ceil(total / perPage),
    pagina: page,
    paginas: null,
  };
}
