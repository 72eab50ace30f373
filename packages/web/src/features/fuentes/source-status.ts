/** What a source card says about a source (seed 000 §4 'Source estado'), kept pure for tests. */
import { producesCoincidencias } from '@expediente/domain';
import type { ProcesoEnFuente } from '@expediente/domain/contrato/expedientes';

export type SourceCardState = 'activa' | 'error' | 'registrando' | 'inactiva';

const isKO = (proceso: ProcesoEnFuente) => proceso.estado === 2 && !proceso.idActualizacion;

export function sourceCardState(proceso: ProcesoEnFuente | undefined): SourceCardState {
  if (!proceso?.activo) return 'inactiva';
  if (proceso.estado === 0 || proceso.estado === 1) return 'registrando';
  if (proceso.estado === 3 || isKO(proceso)) return 'error';
  return 'activa';
}

/** Seed 000 §4: active and not KO first, then with errors, then being registered, then the rest. */
const ORDER: Record<SourceCardState, number> = { activa: 0, error: 1, registrando: 2, inactiva: 3 };

export interface SourceSlot {
  tipoFuente: number;
  proceso: ProcesoEnFuente | undefined;
}

/** One slot per source (all seven), in display order; ties keep the sources' own order. */
export function sourceSlots(procesos: ProcesoEnFuente[]): SourceSlot[] {
  const slots = [0, 1, 2, 3, 4, 5, 6].map((tipoFuente) => ({
    tipoFuente,
    proceso: procesos.find((proceso) => proceso.tipoFuente === tipoFuente),
  }));
  return slots.sort(
    (a, b) =>
      ORDER[sourceCardState(a.proceso)] - ORDER[sourceCardState(b.proceso)] || a.tipoFuente - b.tipoFuente,
  );
}

/** The sentence of a card in each state (seed 000 §4). */
export function sourceStateText(proceso: ProcesoEnFuente | undefined): string | null {
  if (!proceso?.activo) return 'No está activa';
  if (proceso.estado === 3) return 'La consulta no está activa debido a un error';
  if (isKO(proceso)) return 'Error en la activación';
  if (proceso.estado === 0 || proceso.estado === 1) return 'Activando la consulta';
  return null;
}

/** 'Sin coincidencias' (EE, SIUGJ, PP) or 'Sin actuación' when there is no last action. */
export function ultimaActuacionText(proceso: ProcesoEnFuente): string {
  if (proceso.ultimaActuacion) return proceso.ultimaActuacion;
  return producesCoincidencias(proceso.tipoFuente) ? 'Sin coincidencias' : 'Sin actuación';
}

export function conteoText(proceso: ProcesoEnFuente): string {
  const count = proceso.numActuaciones ?? 0;
  if (producesCoincidencias(proceso.tipoFuente))
    return count === 1 ? '1 coincidencia' : `${count} coincidencias`;
  return count === 1 ? '1 actuación' : `${count} actuaciones`;
}

const CONSULTA_OUTCOME: Record<NonNullable<ProcesoEnFuente['estadoUltimaConsulta']>, string> = {
  consultado: 'consulta exitosa',
  errorTecnico: 'error técnico en la fuente',
  cambioDeFormato: 'la fuente cambió de formato',
  noEncontrado: 'proceso no encontrado',
  privado: 'proceso no público',
};

/** The consultation line: when the engine last consulted the source and what came of it. */
export function consultaText(proceso: ProcesoEnFuente): string {
  if (!proceso.fechaUltimaConsulta) return 'Aún no consultada';
  const outcome = proceso.estadoUltimaConsulta ? ` (${CONSULTA_OUTCOME[proceso.estadoUltimaConsulta]})` : '';
  return `Consultada el ${proceso.fechaUltimaConsulta}${outcome}`;
}

const POR_QUE: Record<NonNullable<ProcesoEnFuente['motivoNoche']>, string> = {
  usuario: 'consultada porque la activaste hace poco',
  publicacion: 'consultada porque el despacho nombró el proceso en sus estados del día',
  piso: 'consultada porque llevaba varios días sin una consulta completa',
  probabilidad: 'consultada porque era probable que tuviera novedades',
  sinCupo: 'no alcanzó el cupo de consultas de la noche; irá en las próximas noches',
  noElegido: 'no consultada: sin movimiento reciente, la revisamos en los próximos días',
  litigante:
    'consultada junto con los demás procesos de una misma parte en este despacho, con una sola búsqueda por su nombre',
  audiencia: 'consultada porque el despacho había fijado para ese día una audiencia o diligencia',
};

/**
 * Why the night's plan (issue 23: a request budget per court) checked the source or not, and when it
 * was last fully checked. Null when the engine has not planned a night for it yet.
 */
export function nocheText(proceso: ProcesoEnFuente): string | null {
  if (!proceso.motivoNoche || !proceso.fechaMotivoNoche) return null;
  const completa = proceso.ultimaConsultaCompleta
    ? `Última consulta completa: ${proceso.ultimaConsultaCompleta}`
    : 'Aún sin consulta completa';
  return `${completa}. Noche del ${proceso.fechaMotivoNoche}: ${POR_QUE[proceso.motivoNoche]}.`;
}

export function esConsultaFallida(proceso: ProcesoEnFuente): boolean {
  return proceso.estadoUltimaConsulta !== null && proceso.estadoUltimaConsulta !== 'consultado';
}

/** dd/mm/yyyy → yyyymmdd, so that dates compare as numbers. */
function sortableDay(ddmmyyyy: string): number {
  const [day, month, year] = ddmmyyyy.split('/');
  return Number(`${year}${month}${day}`);
}

/**
 * The case card's consultation line: the engine's latest consultation day over the active sources,
 * and how many of them it could not consult that day. Null before any consultation.
 */
export function consultaResumen(procesos: ProcesoEnFuente[]): string | null {
  const consultadas = procesos.filter((proceso) => proceso.activo && proceso.fechaUltimaConsulta);
  if (consultadas.length === 0) return null;
  const ultima = consultadas.reduce((latest, proceso) =>
    sortableDay(proceso.fechaUltimaConsulta ?? '') > sortableDay(latest.fechaUltimaConsulta ?? '')
      ? proceso
      : latest,
  ).fechaUltimaConsulta;
  const fallidas = consultadas.filter(
    (proceso) => proceso.fechaUltimaConsulta === ultima && esConsultaFallida(proceso),
  ).length;
  if (fallidas === 0) return `Consultado el ${ultima}`;
  return `Consultado el ${ultima} · ${fallidas === 1 ? '1 fuente' : `${fallidas} fuentes`} sin consultar`;
}
