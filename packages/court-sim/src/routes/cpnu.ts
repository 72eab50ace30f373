/** CPNU API v2 under /cpnu/api/v2 (sources.md §1.1). Also serves the Rama and Tyba views. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { actuacionesUntil } from '../actuaciones.ts';
import { procesoById, type SimContext, visibleProcesos } from '../context.ts';
import {
  ACTUACIONES_POR_PAGINA,
  cpnuDate,
  idRegActuacionOf,
  PROCESOS_POR_PAGINA,
  paginacion,
  presentActuacion,
  presentBusqueda,
  presentDetalle,
  sujetosOf,
} from '../cpnu-presenters.ts';
import { toIso, yearOf } from '../dates.ts';
import { nombreComparable, PRIMER_ANYO_LITIGANTE, radicadosDeLitigante } from '../litigantes.ts';
import { cpnuName } from '../names.ts';
import { renderProvidenciaPdf } from '../pdf.ts';
import { hashString } from '../prng.ts';
import type { ProcesoSimulado } from '../proceso.ts';

type Query = Record<string, string | undefined>;
const INT32_MAX = 2_147_483_647;

function cpnuError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ StatusCode: status, Message: message });
}

function pageOf(query: Query): number {
  const page = Number(query.pagina ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** ASP.NET model binding: non-numeric ids get a validation problem, oversized ones a SQL error. */
function parseId(reply: FastifyReply, raw: string, field: string): number | null {
  if (!/^\d+$/.test(raw)) {
    reply.code(400).send({
      type: 'https://tools.ietf.org/html/rfc7231#section-6.5.1',
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: { [field]: [`The value '${raw}' is not valid.`] },
    });
    return null;
  }
  const id = Number(raw);
  if (field !== 'idRegActuacion' && field !== 'idRegDocumento' && id > INT32_MAX) {
    cpnuError(reply, 404, 'Error converting data type numeric to int.');
    return null;
  }
  return id;
}

function guidOf(idRegDocumento: number): string {
  const hex = (hashString(`doc:${idRegDocumento}`).toString(16) + idRegDocumento.toString(16)).padStart(
    32,
    '0',
  );
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The reported answer past the limit (sources.md §1.1). */
const MAS_DE_MIL =
  'Hay más de mil registros con los criterios especificados, por favor ingrese más parámetros de consulta.';

/**
 * A despacho's processes where `nombre` (comparable form) names a party of the kind asked
 * (`nat`/`jur`, any when absent), in filing order: its repeat litigant's band (litigantes.ts).
 */
function procesosPorNombre(context: SimContext, despacho: string, nombre: string, tipoPersona: string) {
  const today = context.clock.todayDay();
  const found: ProcesoSimulado[] = [];
  for (let year = PRIMER_ANYO_LITIGANTE; year <= yearOf(today); year++) {
    for (const radicado of radicadosDeLitigante(despacho, year)) {
      for (const proceso of visibleProcesos(context, radicado)) {
        if (!proceso.despacho.codigo.startsWith(despacho)) continue;
        const partes = [...proceso.demandantes, ...proceso.demandados, ...proceso.emplazados];
        const nombra = partes.some(
          (parte) =>
            (tipoPersona === '' || (tipoPersona === 'jur') === (parte.tipo === 'juridica')) &&
            nombreComparable(cpnuName(parte)).includes(nombre),
        );
        if (nombra) found.push(proceso);
      }
    }
  }
  return found;
}

/** The search's echo of what it was asked, as CPNU answers it (every field present, null when not asked). */
function parametrosDeConsulta(pedidos: {
  numero?: string | null;
  nombre?: string | null;
  tipoPersona?: string | null;
  codificacionDespacho: string | null;
  soloActivos: boolean;
}) {
  return {
    numero: pedidos.numero ?? null,
    nombre: pedidos.nombre ?? null,
    tipoPersona: pedidos.tipoPersona ?? null,
    idSujeto: null,
    ponente: null,
    claseProceso: null,
    codificacionDespacho: pedidos.codificacionDespacho,
    soloActivos: pedidos.soloActivos,
  };
}

export function registerCpnuRoutes(app: FastifyInstance, context: SimContext, prefix = '/cpnu/api/v2'): void {
  const today = () => context.clock.todayDay();
  /** SoloActivos: the process moved within the last 30 days. */
  const activoEnElMes = (fechaUltimaActuacion: string | null) =>
    fechaUltimaActuacion !== null && fechaUltimaActuacion >= `${toIso(today() - 30)}T00:00:00`;

  function findActuacion(idRegActuacion: number) {
    const proceso = procesoById(context, Math.floor(idRegActuacion / 10_000));
    if (!proceso || proceso.esPrivado) return null;
    const cons = idRegActuacion % 10_000;
    const actuacion = actuacionesUntil(proceso, today(), context.actividad).find(
      (candidate) => candidate.consActuacion === cons,
    );
    return actuacion ? { proceso, actuacion } : null;
  }

  app.get(`${prefix}/Procesos/Consulta/NumeroRadicacion`, async (request, reply) => {
    const query = request.query as Query;
    const numero = query.numero ?? '';
    if (!/^\d{23}$/.test(numero)) {
      return cpnuError(reply, 404, 'El parametro "NumeroRadicacion" ha de contener 23 digitos.');
    }
    const soloActivos = (query.SoloActivos ?? query.soloActivos ?? 'false').toLowerCase() === 'true';
    const codificacion = query.codificacionDespacho || null;
    const page = pageOf(query);
    const rows = visibleProcesos(context, numero)
      .filter((proceso) => !codificacion || proceso.despacho.codigo.startsWith(codificacion))
      .map((proceso) => presentBusqueda(proceso, actuacionesUntil(proceso, today(), context.actividad)))
      .filter((row) => !soloActivos || activoEnElMes(row.fechaUltimaActuacion));
    return {
      tipoConsulta: 'NumeroRadicacion',
      procesos: rows.slice((page - 1) * PROCESOS_POR_PAGINA, page * PROCESOS_POR_PAGINA),
      parametros: parametrosDeConsulta({ numero, codificacionDespacho: codificacion, soloActivos }),
      paginacion: paginacion(rows.length, PROCESOS_POR_PAGINA, page),
    };
  });

  // By party name (issue 23, repeat litigants): the same rows as the search by radicado, so the
  // last-action date agrees with it. Enumerable here within one despacho (12 digits) only; wider
  // asks answer the reported "more than a thousand" error, as a bank's nationwide search would.
  app.get(`${prefix}/Procesos/Consulta/NombreRazonSocial`, async (request, reply) => {
    const query = request.query as Query;
    const nombre = nombreComparable(query.nombre ?? '');
    const tipoPersona = (query.tipoPersona ?? '').toLowerCase();
    const soloActivos = (query.SoloActivos ?? query.soloActivos ?? 'false').toLowerCase() === 'true';
    const codificacion = query.codificacionDespacho || null;
    if (nombre.length < 3) return cpnuError(reply, 400, 'El parametro "nombre" es requerido.');
    if (!codificacion || !/^\d{12}$/.test(codificacion)) return cpnuError(reply, 400, MAS_DE_MIL);
    const rows = procesosPorNombre(context, codificacion, nombre, tipoPersona)
      .map((proceso) => presentBusqueda(proceso, actuacionesUntil(proceso, today(), context.actividad)))
      .filter((row) => !soloActivos || activoEnElMes(row.fechaUltimaActuacion));
    if (rows.length > 1000) return cpnuError(reply, 400, MAS_DE_MIL);
    const page = pageOf(query);
    return {
      tipoConsulta: 'NombreRazonSocial',
      procesos: rows.slice((page - 1) * PROCESOS_POR_PAGINA, page * PROCESOS_POR_PAGINA),
      parametros: parametrosDeConsulta({
        nombre: query.nombre ?? null,
        tipoPersona: tipoPersona || null,
        codificacionDespacho: codificacion,
        soloActivos,
      }),
      paginacion: paginacion(rows.length, PROCESOS_POR_PAGINA, page),
    };
  });

  app.get(`${prefix}/Proceso/Detalle/:idProceso`, async (request, reply) => {
    const id = parseId(reply, (request.params as { idProceso: string }).idProceso, 'IdProceso');
    if (id === null) return reply;
    const proceso = procesoById(context, id);
    if (!proceso) return cpnuError(reply, 404, `No se encontro detalle para el IdProceso: ${id}`);
    const now = `${context.clock.today()}T${new Date().toISOString().slice(11, 23)}`;
    return presentDetalle(proceso, actuacionesUntil(proceso, today(), context.actividad), now);
  });

  app.get(`${prefix}/Proceso/Sujetos/:idProceso`, async (request, reply) => {
    const id = parseId(reply, (request.params as { idProceso: string }).idProceso, 'IdProceso');
    if (id === null) return reply;
    const proceso = procesoById(context, id);
    if (!proceso) return cpnuError(reply, 500, 'Object reference not set to an instance of an object.');
    const sujetos = proceso.esPrivado ? [] : sujetosOf(proceso);
    const page = pageOf(request.query as Query);
    const pageItems = sujetos.slice((page - 1) * ACTUACIONES_POR_PAGINA, page * ACTUACIONES_POR_PAGINA);
    if (page > 1 && pageItems.length === 0) {
      return cpnuError(
        reply,
        500,
        'Index was out of range. Must be non-negative and less than the size of the collection.',
      );
    }
    return {
      sujetos: pageItems.map((sujeto, index) => ({
        idRegSujeto: proceso.idProceso * 100 + (page - 1) * ACTUACIONES_POR_PAGINA + index + 1,
        tipoSujeto: sujeto.tipoSujeto,
        esEmplazado: sujeto.esEmplazado,
        identificacion: null,
        nombreRazonSocial: sujeto.nombre,
        cant: sujetos.length,
      })),
      paginacion: paginacion(sujetos.length, ACTUACIONES_POR_PAGINA, page),
    };
  });

  app.get(`${prefix}/Proceso/Actuaciones/:idProceso`, async (request, reply) => {
    const id = parseId(reply, (request.params as { idProceso: string }).idProceso, 'IdProceso');
    if (id === null) return reply;
    const proceso = procesoById(context, id);
    const actuaciones =
      proceso && !proceso.esPrivado ? actuacionesUntil(proceso, today(), context.actividad) : [];
    if (!proceso || actuaciones.length === 0) {
      return cpnuError(reply, 404, `No se encontraron Actuaciones para el Proceso: ${id}`);
    }
    const page = pageOf(request.query as Query);
    const total = actuaciones.length;
    // Newest first: page 1 holds the highest consActuacion.
    const end = total - (page - 1) * ACTUACIONES_POR_PAGINA;
    const start = Math.max(0, end - ACTUACIONES_POR_PAGINA);
    const pageItems = end > 0 ? actuaciones.slice(start, end).reverse() : [];
    return {
      actuaciones: pageItems.map((actuacion) => presentActuacion(proceso, actuacion, total)),
      paginacion: paginacion(total, ACTUACIONES_POR_PAGINA, page),
    };
  });

  app.get(`${prefix}/Proceso/DocumentosActuacion/:idRegActuacion`, async (request, reply) => {
    const id = parseId(
      reply,
      (request.params as { idRegActuacion: string }).idRegActuacion,
      'idRegActuacion',
    );
    if (id === null) return reply;
    const found = findActuacion(id);
    if (!found?.actuacion.conDocumentos) return [];
    const { proceso, actuacion } = found;
    const idRegDocumento = idRegActuacionOf(proceso, actuacion.consActuacion) * 10 + 1;
    return [
      {
        idRegDocumento,
        idConexion: proceso.idConexion,
        consActuacion: actuacion.consActuacion,
        guidDocumento_SXXIW: guidOf(idRegDocumento),
        nombre: `${actuacion.actuacion.toUpperCase()} ${proceso.radicado}.pdf`,
        descripcion: `${actuacion.anotacion ?? actuacion.actuacion} - tamaño: ${40 + (idRegDocumento % 300)} KB`,
        tipo: 'Providencia',
        fechaCarga: cpnuDate(actuacion.fechaRegistro),
      },
    ];
  });

  const download = async (request: { params: unknown }, reply: FastifyReply) => {
    const id = parseId(
      reply,
      (request.params as { idRegDocumento: string }).idRegDocumento,
      'idRegDocumento',
    );
    if (id === null) return reply;
    const found = id % 10 === 1 ? findActuacion(Math.floor(id / 10)) : null;
    if (!found?.actuacion.conDocumentos) {
      return cpnuError(reply, 404, `No se encontró el documento: ${id}`);
    }
    const { proceso, actuacion } = found;
    const pdf = await renderProvidenciaPdf(proceso, actuacion);
    return reply.type('application/pdf').send(pdf);
  };
  app.get(`${prefix}/Descarga/Documento/:idRegDocumento`, download);
  app.get(`${prefix}/Descarga/DocumentoActuacion/:idRegDocumento`, download);
}
