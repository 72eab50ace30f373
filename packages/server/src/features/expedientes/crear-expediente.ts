/**
 * Manual registration (seed 000 §2 wizard, §3 create payload): the case and its source rows in one
 * transaction with the NuevoProceso event; the source lookups are queued after commit.
 */
import {
  type FuenteId,
  formatMessage,
  fuenteById,
  municipioByCodigo,
  parseRadicado,
} from '@expediente/domain';
import type { CreateBody, FuenteDatosInput } from '@expediente/domain/contrato/expedientes';
import type { AppDeps } from '../../app-deps.ts';
import { expedientes } from '../../db/schema-expedientes.ts';
import { publishEvent } from '../../events/publish.ts';
import { AppError, appError, badRequest } from '../../http/errors.ts';
import { exigirFacturacionAlDia } from '../facturacion/index.ts';
import { encolarActivacion, registrarFilaDeFuente, reservarConsultas } from '../fuentes/index.ts';
import { exigirCupoProcesos } from './limites-plan.ts';
import { presentarExpediente } from './presentar-expedientes.ts';

/** Pairs each source needs before it can be looked up (seed 000 §5 'Activation per source'). */
const REQUIRED_PAIRS: Record<FuenteId, string[]> = {
  0: ['idCiudad', 'idCorporacion'],
  1: [],
  2: [],
  3: ['demandante', 'demandado', 'idJuzgado'],
  4: ['entidad'],
  5: ['demandante', 'demandado', 'idJuzgado'],
  6: ['demandante', 'demandado', 'idJuzgado'],
};

/** Pairs the server already knows (the case number, the lawyer, the e-mail): never trusted from input. */
const IGNORED_PAIRS = new Set(['numero', 'numproceso', 'idabogado', 'email']);

export interface SourceRequest {
  tipoFuente: FuenteId;
  parametros: Record<string, string>;
}

export function vacioANulo(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The clave/valor pairs of one source as activation parameters (keys in camelCase). */
export function aSolicitudDeFuente(fuente: FuenteDatosInput): SourceRequest {
  const found = fuenteById(Number(fuente.idFuenteDatos));
  if (!found || String(fuente.idFuenteDatos).trim() === '') throw badRequest('FuenteDesconocida');
  const parametros: Record<string, string> = {};
  for (const pair of fuente.informacionRegistro) {
    const clave = pair.clave.trim();
    const valor = pair.valor === null || pair.valor === undefined ? '' : String(pair.valor).trim();
    if (!clave || !valor || IGNORED_PAIRS.has(clave.toLowerCase())) continue;
    parametros[clave.charAt(0).toLowerCase() + clave.slice(1)] = valor;
  }
  if (REQUIRED_PAIRS[found.id].some((clave) => !parametros[clave]))
    throw badRequest('CamposFuenteObligatorios');
  if (found.id === 5) parametros.sitioWebDondeSeConsulta = 'SIUGJ';
  if (found.id === 6) parametros.sitioWebDondeSeConsulta = 'PublicacionesProcesales';
  return { tipoFuente: found.id, parametros };
}

export function leerFuentes(fuentesDatos: FuenteDatosInput[]): SourceRequest[] {
  const sources = fuentesDatos.map(aSolicitudDeFuente);
  const ids = new Set(sources.map((source) => source.tipoFuente));
  if (ids.size !== sources.length)
    throw appError(400, 'SolicitudInvalida', { fuentesDatos: 'fuente repetida' });
  return sources;
}

export function radicadoDuplicado(radicado: string): AppError {
  return new AppError(409, 'RadicadoYaRegistrado', formatMessage('RadicadoYaRegistrado', { radicado }));
}

export async function crearExpediente(deps: AppDeps, idAbogado: number, body: CreateBody) {
  const radicado = (body.radicado ?? body.numero ?? '').trim();
  const parts = parseRadicado(radicado);
  if (!parts) throw badRequest('RadicadoInvalido');
  const sources = leerFuentes(body.fuentesDatos);
  await exigirFacturacionAlDia(deps.db, idAbogado);

  const { row, created } = await deps.db.transaction(async (tx) => {
    await exigirCupoProcesos(tx, idAbogado, 1);
    await reservarConsultas(tx, idAbogado, sources.length);
    const [inserted] = await tx
      .insert(expedientes)
      .values({
        idAbogado,
        numero: radicado,
        demandantes: vacioANulo(body.demandantes),
        demandados: vacioANulo(body.demandados),
        ciudad: vacioANulo(body.ciudad) ?? municipioByCodigo(parts.municipio)?.nombre ?? null,
        despacho: vacioANulo(body.despacho),
        clase: vacioANulo(body.clase),
        corporacion: vacioANulo(body.corporacion),
        juezEncargado: vacioANulo(body.juezEncargado),
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw radicadoDuplicado(radicado);
    const rows = [];
    for (const source of sources) {
      const id = await registrarFilaDeFuente(tx, { idAbogado, idExpediente: inserted.id, ...source });
      rows.push({ id, tipoFuente: source.tipoFuente });
    }
    await publishEvent(tx, idAbogado, 'NuevoProceso', { idExpediente: inserted.id, numero: radicado });
    return { row: inserted, created: rows };
  });

  await encolarTodas(deps, created);
  const procesos = created.map((source) => ({
    tipoFuente: source.tipoFuente,
    estado: 0,
    activo: true,
    idProceso: null,
    idActualizacion: null,
    idUltimaConsulta: null,
    ultimaActuacion: null,
    numActuaciones: 0,
    termino: null,
    fechaUltimaActuacion: null,
    fechaUltimaConsulta: null,
    estadoUltimaConsulta: null,
    motivo: null,
    ultimaConsultaCompleta: null,
    motivoNoche: null,
    fechaMotivoNoche: null,
  }));
  return presentarExpediente(row, procesos, undefined);
}

/** The case is saved: a queue failure is logged and the row stays 'registrando' for the stale sweep. */
export async function encolarTodas(
  deps: AppDeps,
  rows: { id: number; tipoFuente: FuenteId }[],
): Promise<void> {
  for (const source of rows) {
    try {
      await encolarActivacion(deps, source.id, source.tipoFuente);
    } catch (error) {
      deps.log.warn({ err: error, idProcesoEnFuente: source.id }, 'activación no encolada');
    }
  }
}
