/**
 * Delivers the webhooks' outbox (decision 0016) on the server's one outbox (`outbox/bandeja.ts`,
 * decision 0023), as the morning reports are sent:
 * - claim: one statement takes a due delivery with a lease (`reclamada_hasta`) and a new attempt
 *   number, `for update skip locked`, so two workers never hold the same delivery and one left by
 *   a killed worker is taken again when its lease ends;
 * - send: the signed POST goes out outside any transaction, bounded by WEBHOOKS_TIMEOUT_MS (well
 *   under the lease), redirects not followed; in production the name is resolved for this attempt
 *   and the socket connects only to the addresses checked public (`direccion.ts`), a destination
 *   found internal ends the delivery as 'fallido' at once (a policy refusal, not a fault to retry);
 * - commit: the outcome and the attempt's log row in one short transaction, guarded on the claimed
 *   attempt number, so a worker whose lease ran out changes nothing.
 * The delivery row (unique per event and endpoint) is the idempotency key: a delivery is marked
 * 'entregado' once and never sent again on purpose. The one case a receiver sees an event twice is
 * a worker killed after the receiver answered and before the commit; the repeat carries the same
 * `webhook-id`, which Standard Webhooks receivers use to drop it.
 * A failed attempt waits RETRASOS_SEGUNDOS[n] (30 s … 8 h), never past 24 h after the delivery was
 * created; an attempt failing at or after that mark ends the delivery as 'fallido' (shown in the
 * profile, where 'Reenviar' can take it up again).
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { crearBandeja, esperaEscalonada } from '../../outbox/bandeja.ts';
import { drenarEnCarriles } from '../../outbox/carriles.ts';
import {
  comprobarHostLiteral,
  DestinoInterno,
  lookupVerificado,
  type Resolver,
  resolverDelSistema,
} from './direccion.ts';
import { cabecerasFirmadas } from './firma.ts';

export const RETRASOS_SEGUNDOS = [30, 120, 600, 1800, 3600, 7200, 14_400, 28_800] as const;
export const VENTANA_REINTENTOS_HORAS = 24;
/** Deliveries in flight at once per worker: a call waits on the receiver, not on this CPU. */
export const CARRILES = 4;

export const retrasoSegundos = esperaEscalonada(RETRASOS_SEGUNDOS);

interface Reclamada extends Record<string, unknown> {
  id: number;
  intentos: number;
  id_evento: string;
  tipo: string;
  datos: unknown;
  evento_creado_en: string;
  url: string;
  secreto: string;
  revocado: boolean;
}

type Deps = Pick<AppDeps, 'db' | 'config' | 'log'>;

/** No retry is due past this mark, and an attempt failing at or after it is the last. */
const finDeReintentos = sql`creada_en + make_interval(hours => ${VENTANA_REINTENTOS_HORAS})`;

/**
 * The deliveries' outbox: a lease column of its own (`reclamada_hasta`, read by 'Reenviar') while
 * the delivery stays 'pendiente', the earliest due first, on the database's clock.
 */
function bandejaEntregas(deps: Deps) {
  return crearBandeja({
    tabla: 'webhook_entregas',
    columnas: {
      estado: 'estado',
      intentos: 'intentos',
      proximo: 'proximo_intento_en',
      reserva: 'reclamada_hasta',
    },
    estados: { pendiente: 'pendiente', enCurso: 'pendiente', hecho: 'entregado', fallido: 'fallido' },
    reservaSegundos: deps.config.WEBHOOKS_LEASE_SECONDS,
    orden: sql`proximo_intento_en, id`,
    reloj: () => sql`now()`,
    espera: retrasoSegundos,
    rendirse: (_intentos, ahora) => sql`${ahora} >= ${finDeReintentos}`,
    tope: () => finDeReintentos,
  });
}

type BandejaEntregas = ReturnType<typeof bandejaEntregas>;

async function reclamar(deps: Deps, bandeja: BandejaEntregas): Promise<Reclamada | null> {
  const [entrega] = await bandeja.reclamar<Reclamada>(deps.db, {
    devolver: sql`e.id_evento, ev.tipo, ev.datos, to_json(ev.creado_en) #>> '{}' as evento_creado_en,
      w.url, w.secreto, w.revocado_en is not null as revocado`,
    desde: sql`webhook_eventos ev, webhooks w`,
    unidas: sql`ev.id = e.id_evento and w.id = e.id_webhook`,
  });
  return entrega ?? null;
}

/** The body every attempt sends (the same bytes each time): Standard Webhooks' type/timestamp/data. */
export function cuerpoDelEvento(tipo: string, creadoEn: string, datos: unknown): string {
  return JSON.stringify({ type: tipo, timestamp: new Date(creadoEn).toISOString(), data: datos });
}

interface Intento {
  ok: boolean;
  estadoHttp: number | null;
  error: string | null;
  duracionMs: number;
  /** Refused by policy (internal destination): the delivery ends now, no retry. */
  definitivo: boolean;
}

/** Where a delivery may connect: who resolves names, and whether internal addresses are allowed. */
export interface PoliticaDestinos {
  resolver: Resolver;
  permitirInternas: boolean;
}

export function politicaDeConfig(config: AppDeps['config']): PoliticaDestinos {
  // Outside production the tests and the demo deliver to a receiver on this machine.
  return { resolver: resolverDelSistema, permitirInternas: !config.isProduction };
}

/**
 * One POST with node:http(s), whose `lookup` option is the only way the socket learns an address
 * (fetch offers no such hook without an extra dispatcher). A fresh connection per attempt: a
 * pooled socket would skip this attempt's resolution. Resolves with the status; the body is not
 * read (only the status counts, and a receiver may send anything).
 */
function publicar(
  url: URL,
  cabeceras: Record<string, string>,
  cuerpo: string,
  lookup: LookupFunction,
  signal: AbortSignal,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const cliente = url.protocol === 'https:' ? https : http;
    const peticion = cliente.request(
      url,
      {
        method: 'POST',
        headers: { ...cabeceras, 'content-length': String(Buffer.byteLength(cuerpo)) },
        lookup,
        signal,
        agent: false,
      },
      (respuesta) => {
        resolve(respuesta.statusCode ?? 0);
        respuesta.destroy();
      },
    );
    peticion.on('error', reject);
    peticion.end(cuerpo);
  });
}

async function enviar(deps: Deps, entrega: Reclamada, politica: PoliticaDestinos): Promise<Intento> {
  const cuerpo = cuerpoDelEvento(entrega.tipo, entrega.evento_creado_en, entrega.datos);
  const inicio = Date.now();
  const signal = AbortSignal.timeout(deps.config.WEBHOOKS_TIMEOUT_MS);
  try {
    const url = new URL(entrega.url);
    comprobarHostLiteral(url, politica.permitirInternas);
    const estadoHttp = await publicar(
      url,
      cabecerasFirmadas(entrega.secreto, entrega.id_evento, cuerpo),
      cuerpo,
      lookupVerificado(politica.resolver, politica.permitirInternas),
      signal,
    );
    const ok = estadoHttp >= 200 && estadoHttp < 300;
    return {
      ok,
      estadoHttp,
      error: ok ? null : `El receptor respondió HTTP ${estadoHttp}.`,
      duracionMs: Date.now() - inicio,
      definitivo: false,
    };
  } catch (error) {
    const fallo = { ok: false, estadoHttp: null, duracionMs: Date.now() - inicio };
    if (error instanceof DestinoInterno) return { ...fallo, error: error.message, definitivo: true };
    return {
      ...fallo,
      error: signal.aborted
        ? `El receptor no respondió en ${deps.config.WEBHOOKS_TIMEOUT_MS / 1000} s.`
        : motivoDeConexion(error),
      definitivo: false,
    };
  }
}

/**
 * What the lawyer reads when the connection failed: the kind of failure, never the socket's own
 * text (it names the addresses and ports the server reached, issue 20, item 11).
 */
export function motivoDeConexion(error: unknown): string {
  const code = String((error as { code?: unknown })?.code ?? '');
  if (code === 'ECONNREFUSED') return 'No se pudo conectar con el receptor: rechazó la conexión.';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return 'No se pudo conectar con el receptor: no encontramos su dominio.';
  if (code === 'ECONNRESET' || code === 'EPIPE')
    return 'No se pudo conectar con el receptor: cerró la conexión antes de responder.';
  if (code === 'ETIMEDOUT' || code === 'ENETUNREACH' || code === 'EHOSTUNREACH')
    return 'No se pudo conectar con el receptor: no se alcanza su dirección.';
  if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code))
    return 'No se pudo conectar con el receptor: su certificado HTTPS no es válido.';
  return 'No se pudo conectar con el receptor.';
}

export type Resultado = 'entregado' | 'reintento' | 'fallido' | 'perdido';

async function registrar(
  deps: Deps,
  bandeja: BandejaEntregas,
  entrega: Reclamada,
  intento: Intento,
): Promise<Resultado> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into webhook_intentos (id_entrega, estado_http, error, duracion_ms)
      values (${entrega.id}, ${intento.estadoHttp}, ${intento.error}, ${intento.duracionMs})`);
    if (intento.ok) {
      const marcada = await bandeja.completar(
        tx,
        entrega,
        sql`entregada_en = ${bandeja.reloj()}, ultimo_estado_http = ${intento.estadoHttp}, ultimo_error = null`,
      );
      return marcada ? 'entregado' : 'perdido';
    }
    return bandeja.liberar(tx, entrega, {
      definitivo: intento.definitivo,
      valores: () => sql`ultimo_estado_http = ${intento.estadoHttp}, ultimo_error = ${intento.error}`,
    });
  });
}

/** A revoked endpoint is not called: its pending delivery ends as 'fallido'. */
async function descartar(deps: Deps, bandeja: BandejaEntregas, entrega: Reclamada): Promise<Resultado> {
  await bandeja.abandonar(deps.db, entrega, sql`ultimo_error = 'El webhook fue revocado.'`);
  return 'fallido';
}

async function entregarUna(
  deps: Deps,
  bandeja: BandejaEntregas,
  entrega: Reclamada,
  politica: PoliticaDestinos,
): Promise<Resultado> {
  if (entrega.revocado) return descartar(deps, bandeja, entrega);
  const intento = await enviar(deps, entrega, politica);
  const resultado = await registrar(deps, bandeja, entrega, intento).catch((error: unknown) => {
    // Sent but not recorded (the database failed): the lease ends and it goes again, same id.
    deps.log.error({ err: error, entrega: entrega.id }, 'webhook enviado sin registrar');
    return 'reintento' as const;
  });
  if (resultado === 'perdido')
    deps.log.warn({ entrega: entrega.id, intento: entrega.intentos }, 'webhook: reserva perdida');
  return resultado;
}

export type Recuento = Record<Resultado, number>;

/** Delivers every delivery due now, CARRILES at a time (tests pass their own resolver and policy). */
export async function entregarPendientes(
  deps: Deps,
  opciones: { carriles?: number; politica?: PoliticaDestinos } = {},
): Promise<Recuento> {
  const { carriles = CARRILES, politica = politicaDeConfig(deps.config) } = opciones;
  const recuento: Recuento = { entregado: 0, reintento: 0, fallido: 0, perdido: 0 };
  const bandeja = bandejaEntregas(deps);
  await drenarEnCarriles(
    carriles,
    () => reclamar(deps, bandeja),
    async (entrega) => {
      recuento[await entregarUna(deps, bandeja, entrega, politica)] += 1;
    },
  );
  return recuento;
}
