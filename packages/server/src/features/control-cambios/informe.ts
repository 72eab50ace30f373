/**
 * The important-changes report (seed 001 §2 'Share-report modal', §4 'Review complete'): the
 * account holder shares it once per control; an associated user who completes the review sends it
 * automatically to the account's coordinator, or to the holder when there is none. A control is
 * claimed as shared before the e-mail goes out (one conditional update), so a second share, or a
 * share racing the automatic one, is refused with 409 and never sends a second report.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import type { SessionClaims } from '../../http/auth.ts';
import { AppError, appError } from '../../http/errors.ts';
import { informeCambiosImportantesEmail } from '../../mail/templates/informe-cambios-importantes.ts';
import { crearSecretoInvitacion, exigirCorreoVerificado } from '../cuenta/index.ts';
import { leerControl } from './leer-control.ts';
import {
  type CambioRow,
  ORDEN_DE_REVISION,
  presentarCambio,
  seleccionarCambios,
} from './presentar-cambio.ts';
import { textoDeConclusion } from './texto-de-conclusion.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function normalizarCorreo(value: string | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

export function esCorreoValido(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

interface Recipient {
  email: string;
  nombre: string | null;
  /** An invited user who has not activated yet: the link activates, then opens the report. */
  idInvitado?: number;
}

/** Not in the domain catalogue (that package is shared and edited elsewhere): our wording. */
export const informeYaCompartido = () =>
  new AppError(
    409,
    'InformeYaCompartido',
    'El informe de cambios importantes de este día ya fue compartido.',
  );

/**
 * The activation secret the report's link carries for a user who has not activated yet: a new
 * one naming the control, so activation opens this report. Secrets are kept hashed and cannot be
 * read back; an invitation already e-mailed keeps its own secret, valid until used or expired.
 */
async function invitationSecret(deps: AppDeps, idInvitado: number, idControl: number) {
  const [invitado] = await deps.db
    .select({ id: abogados.id })
    .from(abogados)
    .where(and(eq(abogados.id, idInvitado), eq(abogados.estado, 'invitado')));
  return invitado ? crearSecretoInvitacion(deps.db, idInvitado, idControl) : null;
}

/** Marks the control shared unless it already was; false when someone shared it first. */
async function claimInforme(deps: AppDeps, idAbogado: number, idControl: number, email: string) {
  const result = await deps.db.execute(sql`
    update controles_cambios_dia set ha_compartido_informe = true, email_informe_compartido = ${email},
      informe_compartido_en = now()
    where id = ${idControl} and id_abogado = ${idAbogado} and not ha_compartido_informe
    returning id`);
  return result.rows.length > 0;
}

async function releaseInforme(deps: AppDeps, idAbogado: number, idControl: number) {
  await deps.db.execute(sql`
    update controles_cambios_dia set ha_compartido_informe = false, email_informe_compartido = null,
      informe_compartido_en = null
    where id = ${idControl} and id_abogado = ${idAbogado}`);
}

async function sendInforme(deps: AppDeps, session: SessionClaims, idControl: number, to: Recipient) {
  await exigirCorreoVerificado(deps.db, session.idUsuario);
  const control = await leerControl(deps.db, session.idAbogado, idControl);
  if (!(await claimInforme(deps, session.idAbogado, idControl, to.email))) throw informeYaCompartido();
  try {
    await composeAndSend(deps, session, control, to);
  } catch (error) {
    // Nothing went out: the report can be shared again.
    await releaseInforme(deps, session.idAbogado, idControl);
    throw error;
  }
}

async function composeAndSend(
  deps: AppDeps,
  session: SessionClaims,
  control: Awaited<ReturnType<typeof leerControl>>,
  to: Recipient,
) {
  const idControl = control.id;
  const rows = await deps.db.execute<CambioRow>(
    seleccionarCambios(
      sql`c.id_control = ${idControl} and c.id_abogado = ${session.idAbogado} and c.suprimido is null and c.es_importante`,
      sql`order by ${ORDEN_DE_REVISION} limit 200`,
    ),
  );
  const [sender] = await deps.db
    .select({ nombre: abogados.nombre, apellido: abogados.apellido, email: abogados.email })
    .from(abogados)
    .where(eq(abogados.id, session.idUsuario));
  let link = `${deps.appUrl}/admin/ControlCambios/${idControl}?tipoInforme=informeCoordinador`;
  let linkTexto = 'Ver el informe';
  const secret = to.idInvitado ? await invitationSecret(deps, to.idInvitado, idControl) : null;
  if (to.idInvitado && secret) {
    link = `${deps.appUrl}/auth/ActivarInvitacionControlCambios?idAbogado=${to.idInvitado}&idControlCambios=${encodeURIComponent(secret)}`;
    linkTexto = 'Activar mi cuenta y ver el informe';
  }
  const cambios = rows.rows.map(presentarCambio).map((cambio) => ({
    numeroExpediente: cambio.numeroExpediente,
    demandantes: cambio.demandantes,
    demandados: cambio.demandandos,
    resumen: cambio.detalleUltimoCambio,
    conclusion: cambio.conclusion ? textoDeConclusion(cambio.conclusion) : '',
  }));
  const message = informeCambiosImportantesEmail({
    nombreDestinatario: to.nombre,
    nombreRemitente: sender ? `${sender.nombre} ${sender.apellido}`.trim() || sender.email : 'Tu equipo',
    fecha: control.fecha,
    cambios,
    link,
    linkTexto,
  });
  try {
    await deps.mailer.send(deps.db, to.email, message, session.idAbogado);
  } catch {
    throw appError(502, 'ErrorEnviarInforme');
  }
}

/** A user of this account (holder or associated) by e-mail or id. */
async function findAccountUser(deps: AppDeps, idAbogado: number, match: { email?: string; id?: number }) {
  const [user] = await deps.db
    .select({ id: abogados.id, email: abogados.email, nombre: abogados.nombre, estado: abogados.estado })
    .from(abogados)
    .where(
      and(
        sql`(${abogados.id} = ${idAbogado} or ${abogados.idTitular} = ${idAbogado})`,
        match.id !== undefined
          ? eq(abogados.id, match.id)
          : sql`lower(${abogados.email}) = ${match.email ?? ''}`,
      ),
    );
  return user ?? null;
}

export async function enviarInformeAutomatico(deps: AppDeps, session: SessionClaims, idControl: number) {
  const [coordinador] = await deps.db
    .select({ id: abogados.id, email: abogados.email, nombre: abogados.nombre, estado: abogados.estado })
    .from(abogados)
    .where(and(eq(abogados.idTitular, session.idAbogado), eq(abogados.esCoordinador, true)));
  const holder = await findAccountUser(deps, session.idAbogado, { id: session.idAbogado });
  const target = coordinador ?? holder;
  if (!target) return null;
  try {
    await sendInforme(deps, session, idControl, {
      email: target.email,
      nombre: target.nombre || null,
      idInvitado: target.estado === 'invitado' ? target.id : undefined,
    });
  } catch (error) {
    // The review itself is saved; the report can still be shared by hand.
    deps.log.error({ err: error, idControl }, 'informe automático no enviado');
    return null;
  }
  return target.email;
}

export async function compartirInforme(
  deps: AppDeps,
  session: SessionClaims,
  idControl: number,
  body: { email?: string; idUsuarioActivo?: number; nombreInvitado?: string },
) {
  const control = await leerControl(deps.db, session.idAbogado, idControl);
  // Seed 001 §1, §6: only the primary account chooses the recipient; an associated user's
  // completed review sends the report by itself.
  if (session.idUsuario !== session.idAbogado) throw appError(403, 'SoloCuentaPrincipal');
  if (control.haCompartidoInforme) throw informeYaCompartido();
  let email = normalizarCorreo(body.email);
  // The seed sends the current user's id; an associated user's id (picked in the modal) also works.
  const picked =
    body.idUsuarioActivo !== undefined && body.idUsuarioActivo !== session.idUsuario
      ? await findAccountUser(deps, session.idAbogado, { id: body.idUsuarioActivo })
      : null;
  if (body.idUsuarioActivo !== undefined && body.idUsuarioActivo !== session.idUsuario && !picked)
    throw appError(400, 'IdUsuarioActivoRequerido');
  if (!email && picked) email = picked.email.toLowerCase();
  if (!email) throw appError(400, 'SeleccionaUsuarioOEmail');
  if (!esCorreoValido(email)) throw appError(400, 'CorreoElectronicoNoValido');
  const user = picked ?? (await findAccountUser(deps, session.idAbogado, { email }));
  const nombre = user?.nombre || body.nombreInvitado?.trim() || null;
  await sendInforme(deps, session, control.id, {
    email,
    nombre,
    idInvitado: user?.estado === 'invitado' ? user.id : undefined,
  });
  return { haCompartidoInforme: true, email };
}
