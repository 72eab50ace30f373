/**
 * The result of a night's consultation for an account (seed 001 §2 'Last query result screen',
 * §3 ResumenConsultaAbogado): per case, the sources consulted and not, the alert kinds with their
 * reason, recommendation and cause, and whether a source has failed two nights running. A general
 * screen for every lawyer: the summary of a day gets an id the first time it is asked for.
 */
import {
  aIdFecha,
  ESTADO_FUENTE_CONSULTA,
  formatearDia,
  fuenteById,
  type TipoAlertaConsulta,
  textosAlerta,
} from '@expediente/domain';
import type {
  ExpedienteConsulta,
  PaginaConsulta,
  ResumenConsulta,
} from '@expediente/domain/contrato/resultado-consulta';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { SessionClaims } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';

export const TAMANO_PAGINA_RESULTADO = 10;

const CONSULTADO = sql`('consultado', 'privado')`;

interface Resumen extends Record<string, unknown> {
  id: number;
  fecha: string;
  tutorial_visto: boolean;
  consultados: number;
  no_consultados: number;
  parcialmente: number;
}

interface Consulta {
  idFuente: number;
  estado: 'consultado' | 'errorTecnico' | 'cambioDeFormato' | 'noEncontrado' | 'privado';
  esAdicional: boolean;
  conAdicionales: boolean;
  recurrente: boolean;
  idConsulta: number;
  fechaConsulta: string;
}

interface FilaCaso extends Record<string, unknown> {
  id_expediente: number;
  numero: string;
  demandantes: string | null;
  demandados: string | null;
  consultas: Consulta[];
}

const ALERTA: Record<Consulta['estado'], TipoAlertaConsulta | null> = {
  consultado: null,
  privado: 'privado',
  errorTecnico: 'errorTecnico',
  cambioDeFormato: 'cambioDeFormato',
  noEncontrado: 'noEncontrado',
};

/** The day's totals per case category, for one account. */
const totalesSql = (idAbogado: number, fecha: SQL) => sql`
  with casos as (
    select q.id_expediente,
      count(*) filter (where q.estado in ${CONSULTADO}) as ok,
      count(*) filter (where q.estado not in ${CONSULTADO}) as ko
    from consultas q where q.id_abogado = ${idAbogado} and q.fecha = ${fecha}
    group by q.id_expediente)
  select count(*) filter (where ko = 0)::int as consultados,
    count(*) filter (where ok = 0 and ko > 0)::int as no_consultados,
    count(*) filter (where ok > 0 and ko > 0)::int as parcialmente
  from casos`;

function presentar(resumen: Resumen): ResumenConsulta {
  return {
    id: resumen.id,
    idFecha: aIdFecha(resumen.fecha),
    fecha: formatearDia(resumen.fecha),
    tutorialVisto: resumen.tutorial_visto,
    cantidadExpedientesConsultados: resumen.consultados,
    cantidadExpedientesNoConsultados: resumen.no_consultados,
    cantidadExpedientesConsultadosParcialmente: resumen.parcialmente,
  };
}

async function leerResumen(deps: AppDeps, idAbogado: number, where: SQL) {
  const [fila] = (
    await deps.db.execute<Resumen>(sql`
      select r.id, to_char(r.fecha, 'YYYY-MM-DD') as fecha, r.tutorial_visto, t.*
      from resumenes_consulta r
      cross join lateral (${totalesSql(idAbogado, sql`r.fecha`)}) t
      where r.id_abogado = ${idAbogado} and ${where}`)
  ).rows;
  return fila;
}

/** The day's summary ('YYYY-MM-DD'), created on first request; 404 when nothing was consulted. */
async function resumenDelDia(deps: AppDeps, session: SessionClaims, fecha: string) {
  const consultado = await deps.db.execute(sql`
    select 1 from consultas where id_abogado = ${session.idAbogado} and fecha = ${fecha} limit 1`);
  if (consultado.rows.length === 0) throw appError(404, 'ResumenConsultaNoEncontrado');
  await deps.db.execute(sql`
    insert into resumenes_consulta (id_abogado, fecha) values (${session.idAbogado}, ${fecha})
    on conflict do nothing`);
  return presentar(await leerResumen(deps, session.idAbogado, sql`r.fecha = ${fecha}`));
}

/** ddmmyyyy → that day's summary. */
export async function resumenPorFecha(deps: AppDeps, session: SessionClaims, ddmmyyyy: string) {
  const fecha = `${ddmmyyyy.slice(4, 8)}-${ddmmyyyy.slice(2, 4)}-${ddmmyyyy.slice(0, 2)}`;
  const parsed = new Date(`${fecha}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== fecha)
    throw appError(400, 'SolicitudInvalida');
  return resumenDelDia(deps, session, fecha);
}

/**
 * The newest day with consultations up to the engine's today: what the screen opens on. Not the
 * browser's date: at 00:30 the new day has no consultation yet and last night's is the one to see.
 * A new account has none yet: that is no data, not an error (null with a 200, issue 21 item 12).
 */
export async function resumenUltimo(deps: AppDeps, session: SessionClaims) {
  const hoy = await deps.clock.today();
  const [fila] = (
    await deps.db.execute<{ fecha: string | null }>(sql`
      select to_char(max(fecha), 'YYYY-MM-DD') as fecha from consultas
      where id_abogado = ${session.idAbogado} and fecha <= ${hoy}::date`)
  ).rows;
  if (!fila?.fecha) return null;
  return resumenDelDia(deps, session, fila.fecha);
}

export async function resumenPorId(deps: AppDeps, session: SessionClaims, id: number) {
  const resumen = await leerResumen(deps, session.idAbogado, sql`r.id = ${id}`);
  if (!resumen) throw appError(404, 'ResumenConsultaNoEncontrado');
  return presentar(resumen);
}

function presentarCaso(fila: FilaCaso): ExpedienteConsulta {
  const consultadas = fila.consultas.filter((c) => c.estado === 'consultado' || c.estado === 'privado');
  const noConsultadas = fila.consultas.filter((c) => !consultadas.includes(c));
  const nombre = (id: number) => fuenteById(id)?.nombre ?? `Fuente ${id}`;
  const alertas = fila.consultas.flatMap((consulta) => {
    const tipo = ALERTA[consulta.estado];
    return tipo
      ? [{ idFuente: consulta.idFuente, tipoAlerta: tipo, ...textosAlerta(tipo, nombre(consulta.idFuente)) }]
      : [];
  });
  return {
    idExpediente: fila.id_expediente,
    numero: fila.numero,
    radicado: fila.numero,
    demandantes: fila.demandantes ?? '',
    demandados: fila.demandados ?? '',
    sinConsultaRecurrente: noConsultadas.some((consulta) => consulta.recurrente),
    listaConsultaProcesos: consultadas.map((consulta) => ({
      idFuente: consulta.idFuente,
      estado:
        consulta.estado === 'privado'
          ? ESTADO_FUENTE_CONSULTA.conAlerta
          : consulta.esAdicional
            ? ESTADO_FUENTE_CONSULTA.procesoSecundario
            : consulta.conAdicionales
              ? ESTADO_FUENTE_CONSULTA.procesoPrincipal
              : ESTADO_FUENTE_CONSULTA.consultada,
      conAlerta: consulta.estado === 'privado',
      tipoAlerta: ALERTA[consulta.estado],
      esProcesoPrincipal: !consulta.esAdicional,
      pantallazo: consulta.idConsulta,
      fechaConsulta: consulta.fechaConsulta,
    })),
    listaProcesosNoConsultados: noConsultadas.map((consulta) => ({
      idFuente: consulta.idFuente,
      estado: ESTADO_FUENTE_CONSULTA.noConsultada,
      tipoAlerta: ALERTA[consulta.estado],
    })),
    alertas,
  };
}

/** A page (10) of the day's cases not consulted in any source, or consulted in only some. */
export async function expedientesDelResumen(
  deps: AppDeps,
  session: SessionClaims,
  id: number,
  categoria: 'noConsultados' | 'parcialmente',
  numeroPagina: number,
): Promise<PaginaConsulta> {
  const resumen = await resumenPorId(deps, session, id);
  const [anio, mes, dia] = [
    String(resumen.idFecha).slice(0, 4),
    String(resumen.idFecha).slice(4, 6),
    String(resumen.idFecha).slice(6),
  ];
  const fecha = `${anio}-${mes}-${dia}`;
  const having = categoria === 'noConsultados' ? sql`ok = 0 and ko > 0` : sql`ok > 0 and ko > 0`;
  const total =
    categoria === 'noConsultados'
      ? resumen.cantidadExpedientesNoConsultados
      : resumen.cantidadExpedientesConsultadosParcialmente;
  const filas = await deps.db.execute<FilaCaso>(sql`
    with casos as (
      select q.id_expediente,
        count(*) filter (where q.estado in ${CONSULTADO}) as ok,
        count(*) filter (where q.estado not in ${CONSULTADO}) as ko,
        jsonb_agg(jsonb_build_object(
          'idFuente', q.tipo_fuente, 'estado', q.estado, 'esAdicional', p.es_resultado_adicional,
          'conAdicionales', exists (select 1 from procesos_en_fuente a where a.id_expediente = q.id_expediente
            and a.tipo_fuente = q.tipo_fuente and a.es_resultado_adicional and not p.es_resultado_adicional),
          'recurrente', q.estado not in ${CONSULTADO} and coalesce((
            select q2.estado not in ${CONSULTADO} from consultas q2
            where q2.id_proceso_en_fuente = q.id_proceso_en_fuente and q2.fecha < q.fecha
            order by q2.fecha desc limit 1), false),
          'idConsulta', q.id, 'fechaConsulta', q.creado_en) order by q.tipo_fuente) as consultas
      from consultas q
      join procesos_en_fuente p on p.id = q.id_proceso_en_fuente
      where q.id_abogado = ${session.idAbogado} and q.fecha = ${fecha}
      group by q.id_expediente)
    select c.id_expediente, e.numero, e.demandantes, e.demandados, c.consultas
    from casos c join expedientes e on e.id = c.id_expediente
    where ${having}
    order by e.numero
    limit ${TAMANO_PAGINA_RESULTADO} offset ${(numeroPagina - 1) * TAMANO_PAGINA_RESULTADO}`);
  return {
    expedientes: filas.rows.map(presentarCaso),
    total,
    numeroPagina,
    totalPaginas: Math.max(1, Math.ceil(total / TAMANO_PAGINA_RESULTADO)),
  };
}

export async function marcarTutorialVisto(deps: AppDeps, session: SessionClaims, id: number) {
  const result = await deps.db.execute(sql`
    update resumenes_consulta set tutorial_visto = true where id = ${id} and id_abogado = ${session.idAbogado}`);
  if (!result.rowCount) throw appError(404, 'ResumenConsultaNoEncontrado');
}
