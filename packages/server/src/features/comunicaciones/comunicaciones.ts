/**
 * Product communications (seed 002 §3, §7): the one active communication with the signed-in
 * user's seen flag, marking it seen, and the administrator's publish / retire / list.
 * Communications are the product's, addressed to every user; what is per person is the seen
 * flag, keyed by the user who signed in (holder and associated users each see it once).
 */
import {
  type ComunicacionEntrada,
  MENSAJES_COMUNICACION,
  TIPOS_COMUNICACION_PRODUCTO,
  validarComunicacion,
} from '@expediente/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { comunicacionesProducto, comunicacionesVistas } from '../../db/schema-administracion.ts';
import type { SessionClaims } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { sanitizarHtml, tieneContenidoVisible } from './sanitizar-html.ts';

type Deps = Pick<AppDeps, 'db'>;
type Fila = typeof comunicacionesProducto.$inferSelect;

const noEncontrada = () => new AppError(404, 'ComunicacionNoEncontrada', MENSAJES_COMUNICACION.noEncontrada);

function presentar(fila: Fila) {
  return {
    id: fila.id,
    tipo: fila.tipo,
    titulo: fila.titulo,
    contenidoHtml: fila.contenidoHtml,
    url: fila.url,
    activa: fila.activa,
    publicadaEn: fila.publicadaEn.toISOString(),
  };
}

const SIN_COMUNICACION = {
  existeComunicacionActiva: false,
  visto: false,
  id: null,
  tipo: null,
  titulo: null,
  contenidoHtml: null,
  url: null,
};

/** The newest active communication; when none, existeComunicacionActiva is false and nothing else is said. */
export async function leerComunicacionActiva(deps: Deps, session: SessionClaims) {
  const [fila] = await deps.db
    .select({
      comunicacion: comunicacionesProducto,
      vistaEn: comunicacionesVistas.vistaEn,
    })
    .from(comunicacionesProducto)
    .leftJoin(
      comunicacionesVistas,
      and(
        eq(comunicacionesVistas.idComunicacion, comunicacionesProducto.id),
        eq(comunicacionesVistas.idUsuario, session.idUsuario),
      ),
    )
    .where(eq(comunicacionesProducto.activa, true))
    .orderBy(desc(comunicacionesProducto.publicadaEn), desc(comunicacionesProducto.id))
    .limit(1);
  if (!fila) return SIN_COMUNICACION;
  const { id, tipo, titulo, contenidoHtml, url } = fila.comunicacion;
  return {
    existeComunicacionActiva: true,
    visto: fila.vistaEn !== null,
    id,
    tipo,
    titulo,
    contenidoHtml,
    url,
  };
}

/** Idempotent: the first time counts; seeing a retired communication is still recorded. */
export async function marcarComunicacionVista(
  deps: Deps,
  session: SessionClaims,
  idComunicacion: number,
  dispositivo: number,
) {
  const [existe] = await deps.db
    .select({ id: comunicacionesProducto.id })
    .from(comunicacionesProducto)
    .where(eq(comunicacionesProducto.id, idComunicacion));
  if (!existe) throw noEncontrada();
  await deps.db
    .insert(comunicacionesVistas)
    .values({ idComunicacion, idUsuario: session.idUsuario, dispositivo })
    .onConflictDoNothing();
}

/** abogados.es_administrador of the person who signed in (an associate of an admin is not one). */
export async function exigirAdministrador(deps: Deps, session: SessionClaims): Promise<void> {
  const [usuario] = await deps.db
    .select({ esAdministrador: abogados.esAdministrador })
    .from(abogados)
    .where(eq(abogados.id, session.idUsuario));
  if (!usuario?.esAdministrador)
    throw new AppError(403, 'SoloAdministrador', MENSAJES_COMUNICACION.soloAdministrador);
}

function limpiarEntrada(entrada: ComunicacionEntrada) {
  const campos = validarComunicacion(entrada);
  const contenidoHtml = sanitizarHtml(entrada.contenidoHtml?.trim() ?? '');
  // An HTML message made only of what the sanitiser removes would show an empty popup.
  if (
    !campos.contenidoHtml &&
    entrada.tipo === TIPOS_COMUNICACION_PRODUCTO.html &&
    !tieneContenidoVisible(contenidoHtml)
  )
    campos.contenidoHtml = MENSAJES_COMUNICACION.htmlRequerido;
  if (Object.keys(campos).length > 0)
    throw new AppError(400, 'ComunicacionInvalida', MENSAJES_COMUNICACION.invalida, campos);
  const esHtml = entrada.tipo === TIPOS_COMUNICACION_PRODUCTO.html;
  return {
    tipo: entrada.tipo,
    titulo: entrada.titulo.trim(),
    contenidoHtml,
    url: esHtml ? null : (entrada.url?.trim() ?? null),
  };
}

/**
 * Publishes a communication as the active one. The previous active ones are retired in the same
 * transaction, so "the active communication" is always one and users are asked about one at a time.
 */
export async function publicarComunicacion(deps: Deps, session: SessionClaims, entrada: ComunicacionEntrada) {
  await exigirAdministrador(deps, session);
  const valores = limpiarEntrada(entrada);
  const fila = await deps.db.transaction(async (tx) => {
    await tx
      .update(comunicacionesProducto)
      .set({ activa: false })
      .where(eq(comunicacionesProducto.activa, true));
    const [nueva] = await tx
      .insert(comunicacionesProducto)
      .values({ ...valores, activa: true, publicadaPor: session.idUsuario })
      .returning();
    return nueva;
  });
  return presentar(fila);
}

export async function retirarComunicacion(deps: Deps, session: SessionClaims, idComunicacion: number) {
  await exigirAdministrador(deps, session);
  const [fila] = await deps.db
    .update(comunicacionesProducto)
    .set({ activa: false })
    .where(eq(comunicacionesProducto.id, idComunicacion))
    .returning();
  if (!fila) throw noEncontrada();
  return presentar(fila);
}

/** The administrator's list, newest first, with how many people have seen each one. */
export async function listarComunicaciones(deps: Deps, session: SessionClaims) {
  await exigirAdministrador(deps, session);
  const filas = await deps.db
    .select({
      comunicacion: comunicacionesProducto,
      vistas: sql<number>`(select count(*)::int from ${comunicacionesVistas} v where v.id_comunicacion = ${comunicacionesProducto.id})`,
    })
    .from(comunicacionesProducto)
    .orderBy(desc(comunicacionesProducto.publicadaEn), desc(comunicacionesProducto.id))
    .limit(50);
  return filas.map((fila) => ({ ...presentar(fila.comunicacion), vistas: fila.vistas }));
}
