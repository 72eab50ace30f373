/**
 * The answers of the hottest reads (the case list and the case detail) kept per account, as the
 * JSON already sent, until anything they are made of changes (decision 0018).
 *
 * Validity: every write to those rows notifies the account (triggers of migration 0017), and the
 * listener moves that account's generation; an answer serves only while the generation it was read
 * under is current. Before an answer is served, a round trip on the listening connection makes
 * sure every notification committed before the request has been handled (`barrier`), so a request
 * never sees less than what was committed before it began, whichever process wrote it. Without a
 * listening connection nothing is served or kept.
 *
 * What an answer depends on besides those rows (the engine's day, the calendar day, the account's
 * flags, the judicial calendar) is its context: a named object, compared field by field. Which
 * rows and which context the case answers are made of is written once, in
 * `cache-respuestas-tarjeta.ts`, and tested against the installed triggers.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long an answer is kept at most, whatever the notifications say (a safety net only). */
const VIGENCIA_MS = 60_000;
/** Room for the answers of all accounts and their keys (UTF-16 lengths: about bytes × 2). */
const CAPACIDAD = 64 * 1024 * 1024;

/** What an answer depends on besides its account's rows, by name: `{ diaMotor, … }`. */
export type ContextoRespuesta = Readonly<Record<string, unknown>>;

interface Entrada {
  cuerpo: string;
  contexto: ContextoRespuesta;
  generacionCuenta: number;
  generacionGlobal: number;
  guardadaEn: number;
}

interface Pendiente {
  clave: string;
  idAbogado: number;
  contexto: ContextoRespuesta;
  generacionCuenta: number;
  generacionGlobal: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    respuestaPorGuardar?: Pendiente;
  }
}

export interface CacheRespuestas {
  /** The listening connection is up; `barrier` waits for every notification already committed. */
  conectada(barrier: () => Promise<void>): void;
  /** The listening connection is down: notifications may be lost, so nothing is served. */
  desconectada(): void;
  /** An account's rows changed; null: any account's may have. */
  invalidar(idAbogado: number | null): void;
  /**
   * Route hooks for a GET whose answer depends only on the account, the URL and `contexto`:
   * run after the session's preHandler.
   */
  rutas(contexto: (request: FastifyRequest) => Promise<ContextoRespuesta>): {
    preHandler(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
  };
  /** Served and read answers since start (for the load bench). */
  estadisticas(): { servidas: number; leidas: number; guardadas: number };
}

/** Same fields, each the same value (`===`: the calendar object is compared by identity). */
function mismoContexto(a: ContextoRespuesta, b: ContextoRespuesta): boolean {
  const campos = Object.keys(a);
  return (
    campos.length === Object.keys(b).length &&
    campos.every((campo) => Object.hasOwn(b, campo) && a[campo] === b[campo])
  );
}

export function crearCacheRespuestas(
  opciones: {
    ahora?: () => number;
    capacidad?: number;
    /** false (RESPUESTAS_EN_CACHE=false): the routes' hooks do nothing; every read is fresh. */
    activa?: boolean;
  } = {},
): CacheRespuestas {
  const activa = opciones.activa ?? true;
  const ahora = opciones.ahora ?? Date.now;
  const capacidad = opciones.capacidad ?? CAPACIDAD;
  const entradas = new Map<string, Entrada>();
  const generaciones = new Map<number, number>();
  let generacionGlobal = 0;
  let tamano = 0;
  let barrera: (() => Promise<void>) | null = null;
  const cuentas = { servidas: 0, leidas: 0, guardadas: 0 };

  const generacionDe = (idAbogado: number) => generaciones.get(idAbogado) ?? 0;

  function borrar(clave: string): void {
    const entrada = entradas.get(clave);
    if (!entrada) return;
    tamano -= clave.length + entrada.cuerpo.length;
    entradas.delete(clave);
  }

  function vaciar(): void {
    // Every answer kept or being read is under the old global generation, so the accounts'
    // generations can start over (and the map never grows with every account ever notified).
    generacionGlobal += 1;
    generaciones.clear();
    entradas.clear();
    tamano = 0;
  }

  function vigente(entrada: Entrada, idAbogado: number, contexto: ContextoRespuesta): boolean {
    return (
      entrada.generacionGlobal === generacionGlobal &&
      entrada.generacionCuenta === generacionDe(idAbogado) &&
      ahora() - entrada.guardadaEn < VIGENCIA_MS &&
      mismoContexto(entrada.contexto, contexto)
    );
  }

  function guardar(pendiente: Pendiente, cuerpo: string): void {
    // Read under a generation that has moved since: already stale.
    if (
      !barrera ||
      pendiente.generacionGlobal !== generacionGlobal ||
      pendiente.generacionCuenta !== generacionDe(pendiente.idAbogado) ||
      cuerpo.length > capacidad / 16
    )
      return;
    borrar(pendiente.clave);
    entradas.set(pendiente.clave, { ...pendiente, cuerpo, guardadaEn: ahora() });
    tamano += pendiente.clave.length + cuerpo.length;
    cuentas.guardadas += 1;
    // Map keeps insertion order and a hit re-inserts: the first keys are the least recently used.
    for (const clave of entradas.keys()) {
      if (tamano <= capacidad) break;
      borrar(clave);
    }
  }

  return {
    conectada(nueva) {
      vaciar();
      barrera = nueva;
    },
    desconectada() {
      barrera = null;
      vaciar();
    },
    invalidar(idAbogado) {
      if (idAbogado === null) return vaciar();
      generaciones.set(idAbogado, generacionDe(idAbogado) + 1);
    },
    rutas(contextoDe) {
      return {
        async preHandler(request, reply) {
          if (!barrera || !activa) return;
          const { idAbogado } = request.session;
          // The validated query and params, not the raw URL: parameters the schema drops (and
          // their order) must not make a new answer of the same one.
          const clave = `${idAbogado} ${request.routeOptions.url} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`;
          const contexto = await contextoDe(request);
          cuentas.leidas += 1;
          const entrada = entradas.get(clave);
          if (entrada && vigente(entrada, idAbogado, contexto)) {
            // No round trip, no certainty: then it is read afresh.
            const alDia = await barrera().then(
              () => true,
              () => false,
            );
            // The notifications the barrier brought in may have moved the generation.
            if (
              alDia &&
              entradas.get(clave) === entrada &&
              vigente(entrada, idAbogado, contexto) &&
              barrera !== null
            ) {
              entradas.delete(clave);
              entradas.set(clave, entrada);
              cuentas.servidas += 1;
              reply.header('content-type', 'application/json; charset=utf-8').send(entrada.cuerpo);
              return;
            }
          }
          // Taken before the rows are read: a change notified while reading leaves it stale.
          request.respuestaPorGuardar = {
            clave,
            idAbogado,
            contexto,
            generacionCuenta: generacionDe(idAbogado),
            generacionGlobal,
          };
        },
        async onSend(request, reply, payload) {
          const pendiente = request.respuestaPorGuardar;
          if (pendiente && reply.statusCode === 200 && typeof payload === 'string')
            guardar(pendiente, payload);
          return payload;
        },
      };
    },
    estadisticas: () => ({ ...cuentas }),
  };
}
