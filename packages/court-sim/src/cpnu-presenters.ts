/** CPNU's JSON shapes (sources.md §1.1), field names exactly as the real API spells them. */
import type { ActuacionSimulada } from './actuaciones.ts';
import { toIso } from './dates.ts';
import { cpnuName } from './names.ts';
import type { ProcesoSimulado } from './proceso.ts';

export const ACTUACIONES_POR_PAGINA = 40;
export const PROCESOS_POR_PAGINA = 20;

export function cpnuDate(day: number | null): string | null {
  return day === null ? null : `${toIso(day)}T00:00:00`;
}

export function sujetosOf(proceso: ProcesoSimulado): { tipoSujeto: string; nombre: string }[] {
  return [
    ...proceso.demandantes.map((parte) => ({ tipoSujeto: 'Demandante', nombre: cpnuName(parte) })),
    ...proceso.demandados.map((parte) => ({ tipoSujeto: 'Demandado', nombre: cpnuName(parte) })),
  ];
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
    sujetosProcesales: proceso.esPrivado
      ? ''
      : `${sujetosOf(proceso)
          .map((sujeto) => `${sujeto.tipoSujeto}: ${sujeto.nombre}`)
          .join(' | ')} `,
    esPrivado: proceso.esPrivado,
    cantFilas: -1,
  };
}

export function presentDetalle(proceso: ProcesoSimulado, actuaciones: ActuacionSimulada[], now: string) {
  const ultima = actuaciones.at(-1);
  return {
    idRegProceso: proceso.idProceso,
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
