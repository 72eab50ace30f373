/**
 * Delivers the webhooks' outbox (decision 0016), in the shape of the morning reports' sender:
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

export function retrasoSegundos(intentos: number): number {
  return RETRASOS_SEGUNDOS[Math.min(Math.max(intentos, 1), RETRASOS_SEGUNDOS.length) - 1];
}

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

async function reclamar(deps: Deps): Promise<Reclamada | null> {
  const resultado = await deps.db.execute<Reclamada>(sql`
    update webhook_entregas e set intentos = e.intentos + 1,
      reclamada_hasta = now() + make_interval(secs => ${deps.config.WEBHOOKS_LEASE_SECONDS})
    from webhook_eventos ev, webhooks w
    where e.id = (
        select id from webhook_entregas
        where estado = 'pendiente' and proximo_intento_en <= now()
          and (reclamada_hasta is null or reclamada_hasta <= now())
        order by proximo_intento_en, id
        for update skip locked
        limit 1)
      and ev.id = e.id_evento and w.id = e.id_webhook
    returning e.id, e.intentos, e.id_evento, ev.tipo, ev.datos,
      to_json(ev.creado_en) #>> '{}' as evento_creado_en, w.url, w.secreto, w.revocado_en is not null as revocado`);
  return resultado.rows[0] ?? null;
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

async function registrar(deps: Deps, entrega: Reclamada, intento: Intento): Promise<Resultado> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into webhook_intentos (id_entrega, estado_http, error, duracion_ms)
      values (${entrega.id}, ${intento.estadoHttp}, ${intento.error}, ${intento.duracionMs})`);
    const guarda = sql`id = ${entrega.id} and intentos = ${entrega.intentos} and estado = 'pendiente'`;
    if (intento.ok) {
      const marcada = await tx.execute(sql`
        update webhook_entregas set estado = 'entregado', entregada_en = now(), reclamada_hasta = null,
          ultimo_estado_http = ${intento.estadoHttp}, ultimo_error = null
        where ${guarda}`);
      return marcada.rowCount ? 'entregado' : 'perdido';
    }
    const limite = sql`creada_en + make_interval(hours => ${VENTANA_REINTENTOS_HORAS})`;
    const marcada = await tx.execute<{ estado: string }>(sql`
      update webhook_entregas set
        estado = case when ${intento.definitivo}::boolean or now() >= ${limite} then 'fallido' else 'pendiente' end,
        proximo_intento_en = least(now() + make_interval(secs => ${retrasoSegundos(entrega.intentos)}), ${limite}),
        reclamada_hasta = null, ultimo_estado_http = ${intento.estadoHttp}, ultimo_error = ${intento.error}
      where ${guarda}
      returning estado`);
    const estado = marcada.rows[0]?.estado;
    return estado === 'fallido' ? 'fallido' : estado ? 'reintento' : 'perdido';
  });
}

/** A revoked endpoint is not called: its pending delivery ends as 'fallido'. */
async function descartar(deps: Deps, entrega: Reclamada): Promise<Resultado> {
  await deps.db.execute(sql`
    update webhook_entregas set estado = 'fallido', reclamada_hasta = null,
      ultimo_error = 'El webhook fue revocado.'
    where id = ${entrega.id} and intentos = ${entrega.intentos} and estado = 'pendiente'`);
  return 'fallido';
}

async function entregarUna(deps: Deps, entrega: Reclamada, politica: PoliticaDestinos): Promise<Resultado> {
  if (entrega.revocado) return descartar(deps, entrega);
  const intento = await enviar(deps, entrega, politica);
  const resultado = await registrar(deps, entrega, intento).catch((error: unknown) => {
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
  const carril = async () => {
    for (let entrega = await reclamar(deps); entrega; entrega = await reclamar(deps))
      recuento[await entregarUna(deps, entrega, politica)] += 1;
  };
  await Promise.all(Array.from({ length: carriles }, carril));
  return recuento;
}
