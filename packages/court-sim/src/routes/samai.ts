/**
 * samaicore under /samai/api (sources.md §1.4). Only administrative radicados (entidad 03, 23, 33)
 * exist here. samaicore's search and parties payloads are not documented publicly: their shapes
 * below are our inference (see README) while the datos and historial fields follow sources.md.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type ActuacionSimulada, actuacionesUntil } from '../actuaciones.ts';
import { type SimContext, visibleProcesos } from '../context.ts';
import { toIso } from '../dates.ts';
import { ENTIDADES_SAMAI } from '../despacho.ts';
import { plainName } from '../names.ts';
import type { ProcesoSimulado } from '../proceso.ts';

const MESES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function corporacionOf(proceso: ProcesoSimulado): string {
  if (proceso.despacho.entidad === '03') return '1100103';
  return proceso.despacho.codigo.slice(0, 7);
}

function timestamp(day: number, minute: number): string {
  return `${toIso(day)}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
}

/** SQL Server's legacy format, e.g. "Mar 19 2026 4:31PM". */
function sqlServerDate(day: number, minute: number): string {
  const iso = toIso(day);
  const hour = Math.floor(minute / 60);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const month = MESES[Number(iso.slice(5, 7)) - 1];
  return `${month} ${Number(iso.slice(8, 10))} ${iso.slice(0, 4)} ${hour12}:${String(minute % 60).padStart(2, '0')}${hour < 12 ? 'AM' : 'PM'}`;
}

function presentHistorial(proceso: ProcesoSimulado, actuacion: ActuacionSimulada) {
  return {
    A110LLAVPROC: proceso.radicado,
    Orden: actuacion.consActuacion,
    CodiActuacion: actuacion.codigo,
    Indice: actuacion.consActuacion,
    Registro: timestamp(actuacion.fechaRegistro, actuacion.minutoRegistro),
    Actuacion: `${toIso(actuacion.fechaActuacion)}T00:00:00`,
    NombreActuacion: actuacion.actuacion,
    ActuacionEnProceso: actuacion.actuacion.toUpperCase(),
    Anotacion: actuacion.anotacion,
    Estado: 'REGISTRADA',
    CodigoDecision: actuacion.esAuto ? String(actuacion.codigo) : null,
    DescripcionDecision: actuacion.esAuto ? actuacion.anotacion : null,
    CantidadDocumentos: actuacion.conDocumentos ? 1 : 0,
    SIERJU: [],
    Documentos: [],
  };
}

export function registerSamaiRoutes(app: FastifyInstance, context: SimContext, prefix = '/samai/api'): void {
  const today = () => context.clock.todayDay();

  function samaiProcesos(radicado: string): ProcesoSimulado[] {
    if (!/^\d{23}$/.test(radicado) || !ENTIDADES_SAMAI.has(radicado.slice(5, 7))) return [];
    return visibleProcesos(context, radicado);
  }

  function find(corporacion: string, radicado: string): ProcesoSimulado | undefined {
    return samaiProcesos(radicado).find((proceso) => corporacionOf(proceso) === corporacion);
  }

  const notFound = (reply: FastifyReply) => reply.code(404).send({ Message: 'No se encontró el proceso' });

  app.get(`${prefix}/BuscarProcesoTodoSamai/:radicado/:modo`, async (request) => {
    const { radicado } = request.params as { radicado: string };
    return samaiProcesos(radicado).map((proceso) => ({
      Corporacion: corporacionOf(proceso),
      NombreCorporacion: proceso.despacho.nombre,
      Radicado: proceso.radicado,
      Guid: `${proceso.radicado}${corporacionOf(proceso)}`,
      CodDespacho: proceso.despacho.codigo,
      FechaRadicacion: `${toIso(proceso.startDay)}T00:00:00`,
      Actor: proceso.demandantes.map(plainName).join(' Y '),
      Demandado: proceso.demandados.map(plainName).join(' Y '),
    }));
  });

  app.get(`${prefix}/ObtenerDatosProcesoGet/:corporacion/:radicado/:modo`, async (request, reply) => {
    const { corporacion, radicado } = request.params as { corporacion: string; radicado: string };
    const proceso = find(corporacion, radicado);
    if (!proceso) return notFound(reply);
    const actuaciones = proceso.esPrivado ? [] : actuacionesUntil(proceso, today());
    const ultima = actuaciones.at(-1);
    return {
      radicado: proceso.radicado,
      Instancia: proceso.index === 0 ? '1' : '2',
      DescripcionInstancia: proceso.index === 0 ? 'PRIMERA INSTANCIA' : 'SEGUNDA INSTANCIA',
      Interno: String(proceso.idProceso),
      FECHAPROC: `${toIso(proceso.startDay)}T00:00:00`,
      FECHREGI: `${toIso(proceso.startDay)}T00:00:00`,
      cityCode: proceso.despacho.municipio,
      cityName: proceso.despacho.ciudad,
      CodigoProceso: proceso.clase.tipoProceso.toUpperCase(),
      tipoProceso: proceso.clase.tipoProceso,
      CodigoClase: String(proceso.clase.claseProceso.length),
      claseProceso: proceso.clase.claseProceso.toUpperCase(),
      CodEspecialidad: proceso.despacho.especialidad,
      CodNuenRadi: proceso.radicado,
      EntidadRadicadora: proceso.despacho.nombre,
      Seccion: proceso.despacho.especialidad === '35' ? 'SECCIÓN SEGUNDA' : 'SECCIÓN PRIMERA',
      NombreSalaDecision: proceso.despacho.numero === '000' ? 'SALA DE DECISIÓN' : null,
      CodigoPonente: proceso.despacho.codigo,
      Ponente: proceso.ponente || proceso.despacho.nombre,
      CodDespacho: proceso.despacho.codigo,
      NaturalezaProceso: proceso.clase.claseProceso.toUpperCase(),
      Vigente: 'SI',
      Actor: proceso.demandantes.map(plainName).join(' Y '),
      Demandado: proceso.demandados.map(plainName).join(' Y '),
      UltimaActuacionSecretariaFechas: ultima
        ? sqlServerDate(ultima.fechaRegistro, ultima.minutoRegistro)
        : null,
      UltimaActuacionDespachoFecha: ultima
        ? sqlServerDate(ultima.fechaRegistro, ultima.minutoRegistro)
        : null,
      UltimaActuacionDespachoDescripcion: ultima ? ultima.actuacion : null,
      ProcesoArchivado: 'NO',
      FechaFinalizacionProceso: null,
      CodigoEtapa: '1',
      Etapa: 'TRÁMITE',
      cantidadDocumentos: actuaciones.filter((actuacion) => actuacion.conDocumentos).length,
      cantidadActuaciones: actuaciones.length,
    };
  });

  app.get(`${prefix}/Procesos/HistorialActuaciones/:corporacion/:radicado/:modo`, async (request, reply) => {
    const { corporacion, radicado } = request.params as { corporacion: string; radicado: string };
    const proceso = find(corporacion, radicado);
    if (!proceso) return notFound(reply);
    if (proceso.esPrivado) return [];
    // Everything in one response, newest first; Orden is the monotonic diff key.
    return actuacionesUntil(proceso, today())
      .map((actuacion) => presentHistorial(proceso, actuacion))
      .reverse();
  });

  app.get(`${prefix}/Procesos/SujetosProcesales/:corporacion/:radicado/:modo`, async (request, reply) => {
    const { corporacion, radicado } = request.params as { corporacion: string; radicado: string };
    const proceso = find(corporacion, radicado);
    if (!proceso) return notFound(reply);
    if (proceso.esPrivado) return [];
    return [
      ...proceso.demandantes.map((parte) => ({ TipoSujeto: 'DEMANDANTE', Nombre: plainName(parte) })),
      ...proceso.demandados.map((parte) => ({ TipoSujeto: 'DEMANDADO', Nombre: plainName(parte) })),
    ].map((sujeto, index) => ({ IdSujeto: proceso.idProceso * 100 + index + 1, ...sujeto, Apoderado: null }));
  });
}
