/**
 * Associated users of an account (seed 001 §1, §7; seed 002 §1, §6): the holder invites colleagues
 * (dependientes) and may name a coordinator; they work inside the holder's account. Only the
 * holder manages them.
 */
import { formatMessage, validateNombreInvitado } from '@expediente/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import type { SessionClaims } from '../../http/auth.ts';
import { AppError, appError } from '../../http/errors.ts';
import { correosDelDia } from '../../mail/correos-del-dia.ts';
import { invitacionUsuarioAsociadoEmail } from '../../mail/templates/invitacion-usuario-asociado.ts';
import { avisarSesionesRevocadas, crearSecretoInvitacion, exigirCorreoVerificado } from '../cuenta/index.ts';
import { esCorreoValido, informeYaCompartido, normalizarCorreo } from './informe.ts';
import { leerControl } from './leer-control.ts';

const usuarioColumns = {
  id: abogados.id,
  nombre: abogados.nombre,
  apellido: abogados.apellido,
  email: abogados.email,
  estado: abogados.estado,
  esCoordinador: abogados.esCoordinador,
};

type UsuarioRow = {
  id: number;
  nombre: string;
  apellido: string;
  email: string;
  estado: 'activo' | 'invitado';
  esCoordinador: boolean;
};

const present = (row: UsuarioRow) => ({
  id: row.id,
  nombre: `${row.nombre} ${row.apellido}`.trim(),
  email: row.email,
  estado: row.estado,
  esCoordinador: row.esCoordinador,
});

/** Invitation e-mails an account may send in 24 hours: enough for an office, useless for spam. */
export const INVITACIONES_POR_DIA = 20;

/** Refuses an invitation e-mail past the account's daily cap (counted from the e-mails sent). */
async function assertInvitacionesDisponibles(deps: AppDeps, idAbogado: number) {
  if ((await correosDelDia(deps.db, idAbogado, 'invitacion-usuario-asociado')) >= INVITACIONES_POR_DIA)
    throw new AppError(
      429,
      'DemasiadasInvitaciones',
      formatMessage('DemasiadasInvitaciones', { max: INVITACIONES_POR_DIA }),
    );
}

function assertHolder(session: SessionClaims): void {
  if (session.idUsuario !== session.idAbogado) throw appError(403, 'SoloCuentaPrincipal');
}

export async function listarUsuariosAsociados(deps: AppDeps, session: SessionClaims) {
  const rows = await deps.db
    .select(usuarioColumns)
    .from(abogados)
    .where(eq(abogados.idTitular, session.idAbogado))
    .orderBy(asc(abogados.id));
  return rows.map(present);
}

/** Invites (or, for an existing associate, updates) a colleague; e-mails the activation link. */
export async function invitarUsuarioAsociado(
  deps: AppDeps,
  session: SessionClaims,
  input: {
    email?: string;
    nombre?: string;
    esCoordinador?: boolean;
    idControl?: number;
    /** False when the report about to be shared carries the activation link (one e-mail, one link). */
    enviarInvitacion?: boolean;
  },
) {
  assertHolder(session);
  const email = normalizarCorreo(input.email);
  if (!email) throw appError(400, 'SeleccionaUsuarioOEmail');
  if (!esCorreoValido(email)) throw appError(400, 'CorreoElectronicoNoValido');
  const nombre = (input.nombre ?? '').replaceAll('\u0000', '').trim();
  const esCoordinador = input.esCoordinador === true;
  const [existing] = await deps.db
    .select({ ...usuarioColumns, idTitular: abogados.idTitular })
    .from(abogados)
    .where(sql`lower(${abogados.email}) = ${email}`);
  if (existing && existing.idTitular !== session.idAbogado) throw appError(409, 'CorreoDeOtraCuenta');
  if (existing && !esCoordinador) throw appError(409, 'UsuarioAsociadoYaExiste');
  if (!existing && !nombre) throw appError(400, 'NombreInvitadoRequerido');
  // The name goes into an e-mail from us: no links, no special characters (issue 20 item 6).
  const nombreInvalido = existing ? null : validateNombreInvitado(nombre);
  if (nombreInvalido) throw appError(400, nombreInvalido);
  const enviaInvitacion = !existing && input.enviarInvitacion !== false;
  if (enviaInvitacion) {
    await exigirCorreoVerificado(deps.db, session.idUsuario);
    await assertInvitacionesDisponibles(deps, session.idAbogado);
  }
  const saved = await deps.db.transaction(async (tx) => {
    if (esCoordinador)
      await tx
        .update(abogados)
        .set({ esCoordinador: false })
        .where(eq(abogados.idTitular, session.idAbogado));
    if (existing) {
      const [row] = await tx
        .update(abogados)
        .set({ esCoordinador: true })
        .where(eq(abogados.id, existing.id))
        .returning(usuarioColumns);
      return row;
    }
    const [row] = await tx
      .insert(abogados)
      .values({
        email,
        nombre: nombre.slice(0, 100),
        passwordHash: null,
        estado: 'invitado',
        esTitular: false,
        idTitular: session.idAbogado,
        esCoordinador,
        yaAccedioPorPrimeraVez: true,
      })
      .returning(usuarioColumns);
    return row;
  });
  if (enviaInvitacion) {
    // Only the hash is kept; the link is built now and e-mailed once.
    const secret = await crearSecretoInvitacion(deps.db, saved.id, input.idControl ?? 0);
    await sendInvitation(deps, session, saved, secret, esCoordinador);
  }
  return present(saved);
}

async function sendInvitation(
  deps: AppDeps,
  session: SessionClaims,
  user: UsuarioRow,
  secret: string,
  esCoordinador: boolean,
) {
  const [holder] = await deps.db
    .select(usuarioColumns)
    .from(abogados)
    .where(eq(abogados.id, session.idAbogado));
  const link = `${deps.appUrl}/auth/ActivarInvitacionControlCambios?idAbogado=${user.id}&idControlCambios=${encodeURIComponent(secret)}`;
  const message = invitacionUsuarioAsociadoEmail({
    nombreInvitado: user.nombre || user.email,
    nombreTitular: holder ? `${holder.nombre} ${holder.apellido}`.trim() || holder.email : 'Un colega',
    esCoordinador,
    link,
  });
  await deps.mailer.send(deps.db, user.email, message, session.idAbogado).catch((error: unknown) => {
    deps.log.error({ err: error }, 'invitación no enviada');
    throw appError(502, 'ErrorGuardarUsuarioInvitado');
  });
}

export async function eliminarUsuarioAsociado(deps: AppDeps, session: SessionClaims, idUsuario: number) {
  assertHolder(session);
  const deleted = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .delete(abogados)
      .where(and(eq(abogados.id, idUsuario), eq(abogados.idTitular, session.idAbogado)))
      .returning({ id: abogados.id });
    // Its open sockets are closed by every server process once this commits (issue 20 item 5).
    if (rows.length > 0) await avisarSesionesRevocadas(tx, session.idAbogado, idUsuario);
    return rows;
  });
  if (deleted.length === 0) throw appError(404, 'NoEncontrado');
}

/**
 * PUT UsuariosActivos/{id}: the share modal saves a guest as the account's coordinator, then
 * shares that control's report. No invitation e-mail is sent here: the report is the invitation
 * (its link activates the account with the secret saved now, `{idControl}-{uuid}`), so the
 * coordinator receives one e-mail with one working link. A control already shared is refused.
 */
export async function guardarCoordinador(
  deps: AppDeps,
  session: SessionClaims,
  idUsuarioActivo: number,
  body: { emailCoordinadorInvitado?: string; nombreCoordinadorInvitado?: string; idControlCambios?: number },
) {
  // Only one's own user id names anything here; any other is not found (issue 20, item 10).
  if (idUsuarioActivo !== session.idUsuario) throw appError(404, 'NoEncontrado');
  assertHolder(session);
  if (body.idControlCambios === undefined) throw appError(400, 'IdControlCambiosRequerido');
  const control = await leerControl(deps.db, session.idAbogado, body.idControlCambios);
  if (control.haCompartidoInforme) throw informeYaCompartido();
  return invitarUsuarioAsociado(deps, session, {
    email: body.emailCoordinadorInvitado,
    nombre: body.nombreCoordinadorInvitado,
    esCoordinador: true,
    idControl: control.id,
    enviarInvitacion: false,
  });
}

export async function leerUsuarioActual(deps: AppDeps, session: SessionClaims) {
  const [user] = await deps.db
    .select({
      ...usuarioColumns,
      haVistoTutorialDependiente: abogados.haVistoTutorialDependiente,
      haVistoTutorialCoordinador: abogados.haVistoTutorialCoordinador,
    })
    .from(abogados)
    .where(eq(abogados.id, session.idUsuario));
  if (!user) throw appError(401, 'CredencialesNoValidas');
  const isHolder = session.idUsuario === session.idAbogado;
  return {
    id: user.id,
    idCuenta: session.idAbogado,
    nombre: `${user.nombre} ${user.apellido}`.trim(),
    email: user.email,
    emailUsuarioInvitado: isHolder ? null : user.email,
    esCoordinador: user.esCoordinador,
    haVistoTutorialDependiente: user.haVistoTutorialDependiente,
    haVistoTutorialCoordinador: user.haVistoTutorialCoordinador,
  };
}

export async function marcarTutorialVisto(deps: AppDeps, session: SessionClaims, tipoTutorial: number) {
  const set =
    tipoTutorial === 1 ? { haVistoTutorialDependiente: true } : { haVistoTutorialCoordinador: true };
  await deps.db.update(abogados).set(set).where(eq(abogados.id, session.idUsuario));
}
