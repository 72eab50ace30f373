/**
 * The nightly sweep's choice under the budget: the watched sources' signals (read with the sweep's
 * own query, sweep.ts), grouped by what one court request answers — a CPNU radicado answers Rama,
 * Tyba and Unificada for every account watching it (lectura-compartida.ts), a Samai check is its own —
 * then planned (planificar.ts), and the reason per source row and the night's plan per host stored
 * for the lawyer's card and the operator (GET /api/Monitoreo/Presupuesto).
 */
import { MOTIVOS_NOCHE, type MotivoNoche } from '@expediente/domain/contrato/expedientes';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/connection.ts';
import { planesNoche } from '../../db/schema-presupuesto.ts';
import { hostDeFuente } from './hosts.ts';
import { agruparLitigantes, type EntradaLitigante, partesDeTexto } from './litigantes.ts';
import { leerRecuerdos, paginasRecordadas } from './memoria-litigantes.ts';
import {
  ABIERTO,
  AUDIENCIA,
  type Candidato,
  LITIGANTE,
  PUBLICACION,
  planificarNoche,
  SONDEO,
  USUARIO,
  type UsoHost,
} from './planificar.ts';
import { margenUsuario } from './presupuesto.ts';

export interface FilaVigilada {
  id: number;
  tipoFuente: number;
  radicado: string;
  diasDesdeConsultaCompleta: number | null;
  diasDesdeUltimaActuacion: number | null;
  diasHastaTermino: number | null;
  /** Days until the hearing or diligence stored for the source (procesos_en_fuente.audiencia). */
  diasHastaAudiencia?: number | null;
  diasDesdeRegistro: number;
  actuacionesRecientes: number;
  nombradoEnPublicacion: boolean;
  /** The case's stored parties (names joined with ", "): repeat litigants are found in them. */
  demandantes: string | null;
  demandados: string | null;
}

export interface PresupuestoHost {
  host: string;
  presupuestoPorEgreso: number;
  egresos: number;
  previstas: number;
  elegidos: number;
  sinCupo: number;
  noElegidos: number;
  porMotivo: Record<MotivoNoche, number>;
  /** Searches by party name planned (repeat litigants) and their expected pages. */
  busquedasPorNombre: number;
  paginasPorNombre: number;
  /**
   * Requests per egress the lower tiers may not spend tonight (gasto.ts): what tiers 1–2 are
   * expected to need plus the margin for checks asked for during the night.
   */
  reservaPorEgreso: number;
}

/**
 * A repeat litigant's search tonight: one party in one despacho, and the source rows it reads (a
 * probe only learns the group's size: its rows are checked on their own, and only get its answer
 * when it fits one page).
 */
export interface BusquedaLitigante {
  nombre: string;
  tipoPersona: 'jur';
  codificacionDespacho: string;
  /** Watched radicados of the group (its log line). */
  radicados: number;
  /**
   * Pages it may read: a probe 1; an opened group fewer than its radicados (more would cost more
   * than their own searches; past that it gives up after its first page, consultar-litigante.ts).
   */
  maxPaginas: number;
  /** A group never searched: one page to learn its size. */
  sondeo: boolean;
  filas: number[];
}

/** A registration or activation of the last day counts as a check the lawyer asked for. */
const DIAS_SOLICITUD_USUARIO = 1;

const CPNU_FUENTES = new Set([0, 1, 2]);
const claveDeSolicitud = (fila: FilaVigilada) =>
  CPNU_FUENTES.has(fila.tipoFuente) ? `cpnu:${fila.radicado}` : `${fila.tipoFuente}:${fila.id}`;

const minimo = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
/**
 * Of two rows' hearings, the one that matters tonight: the latest already due (tonight's rather than
 * an old one), else the nearest to come. The minimum would let an old hearing of one row hide
 * tonight's of another.
 */
const audienciaDelGrupo = (a: number | null | undefined, b: number | null | undefined) => {
  if (a === null || a === undefined) return b ?? null;
  if (b === null || b === undefined) return a;
  return a <= 0 && b <= 0 ? Math.max(a, b) : Math.min(a, b);
};

interface GrupoSolicitud {
  candidato: Candidato;
  filas: number[];
  /** CPNU radicados only: the despacho and stored parties, for the repeat litigants. */
  litigante: EntradaLitigante | null;
}

/** One candidate per court request: the group's strongest signals (any row never checked wins). */
export function agruparCandidatos(filas: readonly FilaVigilada[]): GrupoSolicitud[] {
  const grupos = new Map<string, GrupoSolicitud>();
  for (const fila of filas) {
    const clave = claveDeSolicitud(fila);
    const grupo = grupos.get(clave);
    const solicitado = fila.diasDesdeRegistro <= DIAS_SOLICITUD_USUARIO;
    const partes = [...partesDeTexto(fila.demandantes), ...partesDeTexto(fila.demandados)];
    if (!grupo) {
      grupos.set(clave, {
        filas: [fila.id],
        litigante: CPNU_FUENTES.has(fila.tipoFuente)
          ? { despacho: fila.radicado.slice(0, 12), partes }
          : null,
        candidato: {
          host: hostDeFuente(fila.tipoFuente),
          solicitadoPorUsuario: solicitado,
          nombradoEnPublicacion: fila.nombradoEnPublicacion,
          diasDesdeConsultaCompleta: fila.diasDesdeConsultaCompleta,
          diasDesdeUltimaActuacion: fila.diasDesdeUltimaActuacion,
          actuacionesRecientes: fila.actuacionesRecientes,
          diasHastaTermino: fila.diasHastaTermino,
          diasHastaAudiencia: fila.diasHastaAudiencia ?? null,
          diasDesdeRegistro: fila.diasDesdeRegistro,
        },
      });
      continue;
    }
    const c = grupo.candidato;
    grupo.filas.push(fila.id);
    if (grupo.litigante)
      grupo.litigante = { ...grupo.litigante, partes: [...grupo.litigante.partes, ...partes] };
    c.solicitadoPorUsuario ||= solicitado;
    c.nombradoEnPublicacion ||= fila.nombradoEnPublicacion;
    c.diasDesdeConsultaCompleta =
      c.diasDesdeConsultaCompleta === null || fila.diasDesdeConsultaCompleta === null
        ? null
        : Math.max(c.diasDesdeConsultaCompleta, fila.diasDesdeConsultaCompleta);
    c.diasDesdeUltimaActuacion = minimo(c.diasDesdeUltimaActuacion, fila.diasDesdeUltimaActuacion);
    c.actuacionesRecientes = Math.max(c.actuacionesRecientes, fila.actuacionesRecientes);
    c.diasHastaTermino = minimo(c.diasHastaTermino, fila.diasHastaTermino);
    c.diasHastaAudiencia = audienciaDelGrupo(c.diasHastaAudiencia, fila.diasHastaAudiencia);
    c.diasDesdeRegistro = Math.min(c.diasDesdeRegistro, fila.diasDesdeRegistro);
  }
  return [...grupos.values()];
}

/**
 * Plans the night; returns the source rows to check one by one, in the plan's order (those of
 * tiers 1–2 apart: they are queued before the searches), the repeat litigants' searches by name
 * (each followed by the check of its rows), and the budget's use.
 */
export async function planificarBarrido(
  db: Executor,
  config: Pick<
    Config,
    'SWEEP_BUDGET_PER_HOST' | 'SWEEP_FLOOR_DAYS' | 'SWEEP_LITIGANT_MIN' | 'SWEEP_USER_RESERVE_PERCENT'
  >,
  fecha: string,
  filas: readonly FilaVigilada[],
  egresos = 1,
) {
  const grupos = agruparCandidatos(filas);
  // SWEEP_LITIGANT_MIN 0 turns the searches by name off.
  const recuerdos = config.SWEEP_LITIGANT_MIN > 0 ? await leerRecuerdos(db, fecha) : new Map();
  // Each group at the pages its last search took; one CPNU refused lately is not searched tonight.
  const litigantes = (
    config.SWEEP_LITIGANT_MIN > 0
      ? agruparLitigantes(
          grupos.map((g) => g.litigante),
          config.SWEEP_LITIGANT_MIN,
        )
      : []
  ).flatMap((l) => {
    const paginas = paginasRecordadas(recuerdos, l.despacho, l.nombre);
    return paginas === undefined ? [] : [{ ...l, paginas }];
  });
  const margen = margenUsuario(config.SWEEP_BUDGET_PER_HOST, config.SWEEP_USER_RESERVE_PERCENT);
  const plan = planificarNoche(
    grupos.map((g) => g.candidato),
    {
      reservaUsuario: margen,
      presupuesto: { porDefecto: config.SWEEP_BUDGET_PER_HOST },
      // The egress workers alive when the night is planned, each with its own budget (gasto.ts).
      egresos,
      diasPiso: config.SWEEP_FLOOR_DAYS,
      litigantes: litigantes.map((l) => ({ miembros: l.miembros, paginas: l.paginas })),
    },
  );
  const busquedas: BusquedaLitigante[] = [];
  litigantes.forEach((litigante, l) => {
    const estado = plan.grupoAbierto[l];
    if (estado !== ABIERTO && estado !== SONDEO) return;
    // An opened group reads the members the plan gave it (those of tiers 1–2 check on their own).
    const miembros =
      estado === ABIERTO
        ? litigante.miembros.filter((g) => plan.motivo[g] === LITIGANTE)
        : litigante.miembros;
    busquedas.push({
      nombre: litigante.nombre,
      tipoPersona: 'jur',
      codificacionDespacho: litigante.despacho,
      radicados: litigante.miembros.length,
      maxPaginas: estado === SONDEO ? 1 : Math.max(1, miembros.length - 1),
      sondeo: estado === SONDEO,
      filas: miembros.flatMap((g) => grupos[g]?.filas ?? []),
    });
  });
  // The checks a person or a court asked for go first, before the searches by name and the rest
  // (they lead the plan's order); the rows a search reads are queued by the search itself.
  const prioritarias: number[] = [];
  const elegidas: number[] = [];
  for (const g of plan.orden) {
    const m = plan.motivo[g];
    if (m === LITIGANTE) continue;
    (m === USUARIO || m === PUBLICACION || m === AUDIENCIA ? prioritarias : elegidas).push(
      ...(grupos[g]?.filas ?? []),
    );
  }
  // One statement per reason: the rows' ids as one JSON parameter (not a list of parameters).
  const porMotivo = new Map<string, number[]>();
  grupos.forEach((grupo, g) => {
    const motivo = MOTIVOS_NOCHE[plan.motivo[g] as number] as string;
    const ids = porMotivo.get(motivo) ?? [];
    ids.push(...grupo.filas);
    porMotivo.set(motivo, ids);
  });
  for (const [motivo, ids] of porMotivo) {
    await db.execute(sql`
      update procesos_en_fuente set motivo_noche = ${motivo}, fecha_motivo_noche = ${fecha}
      where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`);
  }
  const presupuesto = plan.uso.map((uso) => resumirUso(uso, margen));
  for (const [u, uso] of presupuesto.entries()) {
    const { host, busquedasPorNombre: _, paginasPorNombre: __, reservaPorEgreso: ___, ...plano } = uso;
    // Stored without the margin: each worker adds its own, a share of its own budget (gasto.ts).
    const cifras = { ...plano, reservaPrioritaria: reservaPrioritaria(plan.uso[u] as UsoHost) };
    const candidatos = cifras.elegidos + cifras.sinCupo + cifras.noElegidos;
    await db
      .insert(planesNoche)
      .values({ fecha, host, ...cifras, candidatos })
      .onConflictDoUpdate({
        target: [planesNoche.fecha, planesNoche.host],
        set: { ...cifras, candidatos, planificadoEn: sql`now()` },
      });
  }
  return { prioritarias, elegidas, busquedas, presupuesto };
}

/** Tiers 1–2 may run on any egress: each keeps its share of what they are expected to need. */
const reservaPrioritaria = (uso: UsoHost) =>
  Math.ceil(uso.prioritariasPrevistas / uso.previstasPorEgreso.length);

function resumirUso(uso: UsoHost, margen: number): PresupuestoHost {
  const egresos = uso.previstasPorEgreso.length;
  return {
    host: uso.host,
    presupuestoPorEgreso: uso.presupuestoPorEgreso,
    egresos,
    previstas: Math.round(uso.previstasPorEgreso.reduce((a, b) => a + b, 0)),
    elegidos: uso.elegidos,
    sinCupo: uso.sinCupo,
    noElegidos: uso.noElegidos,
    porMotivo: uso.porMotivo,
    busquedasPorNombre: uso.busquedasPorNombre,
    paginasPorNombre: uso.paginasPorNombre,
    reservaPorEgreso: reservaPrioritaria(uso) + margen,
  };
}

const reservadas = (n: number) =>
  n > 0 ? `; ${n} reservada${n === 1 ? '' : 's'} por egreso para usuario, publicación y audiencias` : '';

/** One line per host for the sweep's log and summary: the budget and what the plan took of it. */
export function resumenPresupuesto(presupuesto: readonly PresupuestoHost[]): string {
  return presupuesto
    .map(
      (uso) =>
        `${uso.host}: ${uso.previstas} de ${uso.presupuestoPorEgreso * uso.egresos} solicitudes previstas` +
        ` (${uso.egresos} egreso${uso.egresos === 1 ? '' : 's'}${reservadas(uso.reservaPorEgreso)}); ${uso.elegidos} elegido${uso.elegidos === 1 ? '' : 's'}` +
        ` (usuario ${uso.porMotivo.usuario}, publicación ${uso.porMotivo.publicacion}, audiencia ${uso.porMotivo.audiencia},` +
        ` litigante ${uso.porMotivo.litigante} en ${uso.busquedasPorNombre} búsqueda${uso.busquedasPorNombre === 1 ? '' : 's'} por nombre,` +
        ` piso ${uso.porMotivo.piso}, probabilidad ${uso.porMotivo.probabilidad}), ${uso.sinCupo} sin cupo, ${uso.noElegidos} para otra noche`,
    )
    .join('; ');
}
