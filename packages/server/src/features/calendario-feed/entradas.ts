/**
 * What goes in the calendar (decision 0011): the account's pending términos (our end date on the
 * judicial calendar, decision 0008) and the hearings read from actuaciones' text. One entry per
 * case and date: the same actuación read in Rama, Tyba and Unificada, or a hearing repeated in
 * the estado that notifies it, gives one event, named after the lowest actuación id so its UID
 * stays the same on every refresh.
 */
import { type AudienciaEnTexto, fuenteById, leerAudiencias, sumarDias } from '@expediente/domain';
import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { actuaciones, expedientes } from '../../db/schema-expedientes.ts';
import {
  type ActuacionConTermino,
  columnasDelTermino,
  reglaDeLaFuente,
  terminoDeActuacion,
  terminoVigente,
} from '../../terminos/index.ts';

/** The longest term read (30 business days) plus notification, vacancia and Holy Week fits here. */
const DIAS_ATRAS_TERMINOS = 200;
/** Hearings are fixed months ahead, a year or more in busy courts. */
const DIAS_ATRAS_AUDIENCIAS = 730;

export interface Caso {
  idExpediente: number;
  radicado: string;
  despacho: string | null;
  etiqueta: string | null;
}

export interface ActuacionOrigen {
  idActuacion: number;
  tipoFuente: number;
  fuente: string;
  descripcion: string;
  anotacion: string | null;
  /** yyyy-mm-dd */
  fechaActuacion: string | null;
}

export interface EntradaTermino {
  tipo: 'termino';
  caso: Caso;
  actuacion: ActuacionOrigen;
  /** yyyy-mm-dd */
  vence: string;
  regla: string;
  /** The source's own end date (yyyy-mm-dd) when it disagrees with ours. */
  venceFuenteDistinto: string | null;
}

export interface EntradaAudiencia {
  tipo: 'audiencia';
  caso: Caso;
  actuacion: ActuacionOrigen;
  audiencia: AudienciaEnTexto;
}

export type EntradaCalendario = EntradaTermino | EntradaAudiencia;

export type Fila = ActuacionConTermino & {
  id: number;
  idExpediente: number;
  tipoFuente: number;
  numero: string;
  despacho: string | null;
  etiqueta: string | null;
};

const columnas = {
  id: actuaciones.id,
  idExpediente: actuaciones.idExpediente,
  tipoFuente: actuaciones.tipoFuente,
  ...columnasDelTermino,
  numero: expedientes.numero,
  despacho: expedientes.despacho,
  etiqueta: expedientes.etiqueta,
};

/** The entries one actuación gives, whatever their date. */
export function entradasDeActuacion(fila: Fila): EntradaCalendario[] {
  const caso: Caso = {
    idExpediente: fila.idExpediente,
    radicado: fila.numero,
    despacho: fila.despacho,
    etiqueta: fila.etiqueta,
  };
  const actuacion: ActuacionOrigen = {
    idActuacion: fila.id,
    tipoFuente: fila.tipoFuente,
    fuente: fuenteById(fila.tipoFuente)?.nombre ?? 'Fuente',
    descripcion: fila.descripcion.trim(),
    anotacion: fila.anotacion?.trim() || null,
    fechaActuacion: (fila.fechaActuacion ?? fila.fechaRegistro)?.slice(0, 10) ?? null,
  };
  const entradas: EntradaCalendario[] = [];
  // The same reading of an actuación as the case's card (terminos/termino-pendiente.ts): our rule,
  // else the source's own end date, so the card's término is always one of the feed's.
  const termino = terminoDeActuacion(fila, fila.numero);
  const vigente = terminoVigente(fila, fila.numero);
  if (vigente)
    entradas.push({
      tipo: 'termino',
      caso,
      actuacion,
      vence: vigente.vence,
      regla: vigente.regla ?? reglaDeLaFuente(actuacion.descripcion),
      venceFuenteDistinto: termino?.discrepancia ? (termino.fuente?.vence?.slice(0, 10) ?? null) : null,
    });
  // A date written without its year ('el 15 de marzo a las 9') is read against the actuación's date.
  for (const audiencia of leerAudiencias([fila.descripcion, fila.anotacion], {
    referencia: actuacion.fechaActuacion,
  }))
    entradas.push({ tipo: 'audiencia', caso, actuacion, audiencia });
  return entradas;
}

function claveUnica(entrada: EntradaCalendario): string {
  return entrada.tipo === 'termino'
    ? `t|${entrada.caso.idExpediente}|${entrada.vence}|${entrada.actuacion.descripcion.toLowerCase()}`
    : `a|${entrada.caso.idExpediente}|${entrada.audiencia.fecha}|${entrada.audiencia.hora ?? ''}`;
}

/** The date an entry falls on (yyyy-mm-dd). */
export function fechaDeEntrada(entrada: EntradaCalendario): string {
  return entrada.tipo === 'termino' ? entrada.vence : entrada.audiencia.fecha;
}

/**
 * Pending entries (today or later), one per case and date from the lowest actuación id — or
 * every actuación's own when `cadaActuacion` (the case detail offers a download on each row).
 */
export function pendientes(filas: Fila[], hoy: string, cadaActuacion = false): EntradaCalendario[] {
  const porClave = new Map<string, EntradaCalendario>();
  for (const fila of [...filas].sort((a, b) => a.id - b.id))
    for (const entrada of entradasDeActuacion(fila)) {
      if (fechaDeEntrada(entrada) < hoy) continue;
      const clave = cadaActuacion
        ? `${entrada.actuacion.idActuacion}|${claveUnica(entrada)}`
        : claveUnica(entrada);
      if (!porClave.has(clave)) porClave.set(clave, entrada);
    }
  return [...porClave.values()].sort(
    (a, b) =>
      fechaDeEntrada(a).localeCompare(fechaDeEntrada(b)) || a.actuacion.idActuacion - b.actuacion.idActuacion,
  );
}

const MENCIONA_AUDIENCIA = sql`(${actuaciones.descripcion} || ' ' || coalesce(${actuaciones.anotacion}, '')) ~* '(audiencia|diligencia|remate|inspecci)'`;

/** The actuaciones with their case's number, court and tag (the case of the same account). */
const filasDeLaCuenta = (db: AppDeps['db']) =>
  db
    .select(columnas)
    .from(actuaciones)
    .innerJoin(
      expedientes,
      and(eq(expedientes.id, actuaciones.idExpediente), eq(expedientes.idAbogado, actuaciones.idAbogado)),
    );

/** The account's pending términos and hearings; `idExpediente` narrows it to one case. */
export async function entradasDeCuenta(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  idAbogado: number,
  idExpediente?: number,
  cadaActuacion = false,
): Promise<EntradaCalendario[]> {
  const hoy = await deps.clock.today();
  const fecha = sql`coalesce(${actuaciones.fechaActuacion}, ${actuaciones.fechaRegistro})`;
  const filas = await filasDeLaCuenta(deps.db).where(
    and(
      eq(actuaciones.idAbogado, idAbogado),
      idExpediente === undefined ? undefined : eq(actuaciones.idExpediente, idExpediente),
      or(
        gte(fecha, sumarDias(hoy, -DIAS_ATRAS_TERMINOS)),
        gte(actuaciones.fechaFinalizaTermino, hoy),
        and(gte(fecha, sumarDias(hoy, -DIAS_ATRAS_AUDIENCIAS)), MENCIONA_AUDIENCIA),
      ),
    ),
  );
  return pendientes(filas, hoy, cadaActuacion);
}

/** The entries of one actuación of the account's case (any date), or null when it is not the account's. */
export async function entradasDeUnaActuacion(
  deps: Pick<AppDeps, 'db'>,
  idAbogado: number,
  idExpediente: number,
  idActuacion: number,
): Promise<EntradaCalendario[] | null> {
  const [fila] = await filasDeLaCuenta(deps.db).where(
    and(
      eq(actuaciones.idAbogado, idAbogado),
      eq(actuaciones.idExpediente, idExpediente),
      eq(actuaciones.id, idActuacion),
    ),
  );
  return fila ? entradasDeActuacion(fila) : null;
}
