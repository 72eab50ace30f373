/**
 * POST /api/InvitacionesUsuariosReferidos (seed 002 §7): the account invites a colleague by e-mail.
 * The invitation belongs to the account (holder and associated users share it; the discount is the
 * holder's). Inviting the same e-mail again sends the e-mail again with the same link, while the
 * colleague has not signed up and at most once an hour. When the e-mail cannot go out, a new invitation is removed again and
 * the caller gets 503 with the §8 failure text, so nothing half-done stays in the table.
 */
import { randomBytes } from 'node:crypto';
import {
  MENSAJES_REFERIDOS,
  NOMBRE_REFERIDO_MAXIMO,
  normalizarCorreoReferido,
  normalizeNombre,
  TIPO_INVITACION_CORREO,
  validarCorreoReferido,
} from '@expediente/domain';
import type { InvitacionBody, InvitacionReferido } from '@expediente/domain/contrato/referidos';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { invitacionesReferidos } from '../../db/schema-facturacion.ts';
import type { SessionClaims } from '../../http/auth.ts';
import { AppError, unauthorized } from '../../http/errors.ts';
import { invitacionReferidoEmail } from '../../mail/templates/invitacion-referido.ts';
import { exigirCorreoVerificado } from '../cuenta/index.ts';
import { enlaceRegistroReferido } from './enlace.ts';

/** Invitations an account may send per 24 hours: the endpoint sends e-mail to any address. */
export const MAXIMO_INVITACIONES_DIA = 20;
/** The same address is sent the invitation again at most once an hour. */
export const ESPERA_REENVIO_MS = 60 * 60 * 1000;
const ENLACE_O_URL = /(https?:|www|\/\/|\.[a-z]{2,}\/)/i;

const invalida = (campo: string, mensaje: string) =>
  new AppError(400, 'InvitacionReferidoInvalida', mensaje, { [campo]: mensaje });

function validar(body: InvitacionBody): { correo: string; nombre: string } {
  const errorCorreo = validarCorreoReferido(body.correoReferido ?? '');
  if (errorCorreo) throw invalida('correoReferido', errorCorreo);
  if (body.tipo != null && body.tipo !== TIPO_INVITACION_CORREO)
    throw invalida('tipo', 'El tipo de invitación no es válido.');
  const nombre = normalizeNombre(body.nombreReferido ?? '');
  if (nombre.length > NOMBRE_REFERIDO_MAXIMO)
    throw invalida('nombreReferido', 'El nombre no puede contener más de 100 caracteres');
  // The name is printed in an e-mail to a third party: no links in it.
  if (ENLACE_O_URL.test(nombre))
    throw invalida('nombreReferido', 'El nombre no puede contener enlaces o URLs');
  return { correo: normalizarCorreoReferido(body.correoReferido ?? ''), nombre };
}

export async function invitarReferido(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'appUrl'>,
  session: SessionClaims,
  body: InvitacionBody,
): Promise<InvitacionReferido> {
  const { correo, nombre } = validar(body);
  await exigirCorreoVerificado(deps.db, session.idUsuario);
  const [usuario] = await deps.db
    .select({ nombre: abogados.nombre, apellido: abogados.apellido, email: abogados.email })
    .from(abogados)
    .where(eq(abogados.id, session.idUsuario));
  if (!usuario) throw unauthorized();

  // Someone with an account cannot sign up through the link (their own address included).
  const [existente] = await deps.db
    .select({ id: abogados.id })
    .from(abogados)
    .where(sql`lower(${abogados.email}) = ${correo}`);
  if (existente)
    throw new AppError(
      409,
      'ReferidoYaTieneCuenta',
      'Este correo ya tiene una cuenta en Expediente Digital.',
    );

  const [recientes] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(invitacionesReferidos)
    .where(
      and(
        eq(invitacionesReferidos.idAbogado, session.idAbogado),
        gt(invitacionesReferidos.enviadaEn, sql`now() - interval '1 day'`),
      ),
    );
  if ((recientes?.n ?? 0) >= MAXIMO_INVITACIONES_DIA)
    throw new AppError(
      429,
      'DemasiadasInvitaciones',
      `Ya enviaste ${MAXIMO_INVITACIONES_DIA} invitaciones en las últimas 24 horas. Inténtalo de nuevo mañana.`,
    );

  const [anterior] = await deps.db
    .select()
    .from(invitacionesReferidos)
    .where(
      and(
        eq(invitacionesReferidos.idAbogado, session.idAbogado),
        sql`lower(${invitacionesReferidos.correoReferido}) = ${correo}`,
      ),
    );
  if (anterior?.idAbogadoReferido != null)
    throw new AppError(409, 'ReferidoYaRegistrado', 'Tu colega ya creó su cuenta con esta invitación.');
  // A re-send keeps one row, so the daily cap alone would let one address be sent mail at will.
  if (anterior && Date.now() - anterior.enviadaEn.getTime() < ESPERA_REENVIO_MS)
    throw new AppError(
      429,
      'InvitacionReciente',
      'Ya le enviaste una invitación a este correo hace menos de una hora. Inténtalo más tarde.',
    );

  const [invitacion] = anterior
    ? await deps.db
        .update(invitacionesReferidos)
        .set({ enviadaEn: new Date(), ...(nombre ? { nombreReferido: nombre } : {}) })
        .where(eq(invitacionesReferidos.id, anterior.id))
        .returning()
    : await deps.db
        .insert(invitacionesReferidos)
        .values({
          id: randomBytes(18).toString('base64url'),
          idAbogado: session.idAbogado,
          tipo: TIPO_INVITACION_CORREO,
          correoReferido: correo,
          nombreReferido: nombre,
        })
        // Two simultaneous invitations to one address: the unique index keeps one, the other is told.
        .onConflictDoNothing()
        .returning();
  if (!invitacion)
    throw new AppError(409, 'InvitacionEnCurso', 'Ya se está enviando una invitación a este correo.');

  const message = invitacionReferidoEmail({
    nombreReferido: invitacion.nombreReferido || 'colega',
    nombreReferente: `${usuario.nombre} ${usuario.apellido}`.trim() || usuario.email,
    enlace: enlaceRegistroReferido(deps.appUrl, invitacion.id, 'correo'),
  });
  try {
    await deps.mailer.send(deps.db, correo, message, session.idAbogado);
  } catch {
    if (anterior) {
      await deps.db
        .update(invitacionesReferidos)
        .set({ enviadaEn: anterior.enviadaEn, nombreReferido: anterior.nombreReferido })
        .where(eq(invitacionesReferidos.id, anterior.id));
    } else {
      await deps.db.delete(invitacionesReferidos).where(eq(invitacionesReferidos.id, invitacion.id));
    }
    throw new AppError(503, 'InvitacionNoEnviada', MENSAJES_REFERIDOS.noEnviada);
  }
  return {
    id: invitacion.id,
    tipo: invitacion.tipo,
    correoReferido: invitacion.correoReferido,
    nombreReferido: invitacion.nombreReferido,
  };
}
