/**
 * samaicore under /samai/api (sources.md §1.4, corrected against recorded answers). Only
 * administrative radicados (entidad 03, 23, 33) exist here. ObtenerDatosProcesoGet and
 * HistorialActuaciones follow the recordings (samai-presenters.ts); the search and parties payloads
 * are not documented publicly and remain our inference (see README). The `requireApiKey` fault
 * (faults.ts) makes the search, the historial and the parties answer 401 without the `ApiKey` header.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { actuacionesUntil } from '../actuaciones.ts';
import { type SimContext, visibleProcesos } from '../context.ts';
import { toIso } from '../dates.ts';
import { ENTIDADES_SAMAI } from '../despacho.ts';
import { plainName } from '../names.ts';
import { renderProvidenciaPdf } from '../pdf.ts';
import type { ProcesoSimulado } from '../proceso.ts';
import { corporacionOf, funchashOf, presentDatosProceso, presentHistorialItem } from '../samai-presenters.ts';

type Params = { corporacion: string; radicado: string };

export function registerSamaiRoutes(app: FastifyInstance, context: SimContext, prefix = '/samai/api'): void {
  const today = () => context.clock.todayDay();

  function samaiProcesos(radicado: string): ProcesoSimulado[] {
    if (!/^\d{23}$/.test(radicado) || !ENTIDADES_SAMAI.has(radicado.slice(5, 7))) return [];
    return visibleProcesos(context, radicado);
  }

  function find(corporacion: string, radicado: string): ProcesoSimulado | undefined {
    return samaiProcesos(radicado).find((proceso) => corporacionOf(proceso) === corporacion);
  }

  const publicActuaciones = (proceso: ProcesoSimulado) =>
    proceso.esPrivado ? [] : actuacionesUntil(proceso, today(), context.actividad);

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

  app.get(`${prefix}/ObtenerDatosProcesoGet/:corporacion/:radicado/:modo`, async (request) => {
    const { corporacion, radicado } = request.params as Params;
    const proceso = find(corporacion, radicado);
    // A corporación that does not hold the radicado answers 200 with an empty audit, not a 404.
    if (!proceso) return { auditoria: {} };
    return presentDatosProceso(proceso, publicActuaciones(proceso));
  });

  app.get(`${prefix}/Procesos/HistorialActuaciones/:corporacion/:radicado/:modo`, async (request, reply) => {
    const { corporacion, radicado } = request.params as Params;
    const proceso = find(corporacion, radicado);
    if (!proceso) return notFound(reply);
    // Everything in one response, newest first; Orden is the monotonic diff key.
    return publicActuaciones(proceso)
      .map((actuacion) => presentHistorialItem(proceso, actuacion))
      .reverse();
  });

  app.get(
    `${prefix}/DescargarProvidenciaPublica/:corporacion/:radicado/:funchash/:modo`,
    async (request, reply) => {
      const { corporacion, radicado, funchash } = request.params as Params & { funchash: string };
      const proceso = find(corporacion, radicado);
      const actuacion = proceso
        ? publicActuaciones(proceso).find(
            (candidate) =>
              candidate.conDocumentos && funchashOf(proceso, candidate.consActuacion) === funchash,
          )
        : undefined;
      if (!proceso || !actuacion) return notFound(reply);
      const pdf = await renderProvidenciaPdf(proceso, actuacion);
      return reply.type('application/pdf').send(pdf);
    },
  );

  app.get(`${prefix}/Procesos/SujetosProcesales/:corporacion/:radicado/:modo`, async (request, reply) => {
    const { corporacion, radicado } = request.params as Params;
    const proceso = find(corporacion, radicado);
    if (!proceso) return notFound(reply);
    if (proceso.esPrivado) return [];
    return [
      ...proceso.demandantes.map((parte) => ({ TipoSujeto: 'DEMANDANTE', Nombre: plainName(parte) })),
      ...proceso.demandados.map((parte) => ({ TipoSujeto: 'DEMANDADO', Nombre: plainName(parte) })),
    ].map((sujeto, index) => ({ IdSujeto: proceso.idProceso * 100 + index + 1, ...sujeto, Apoderado: null }));
  });
}
