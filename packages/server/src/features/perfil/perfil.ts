/**
 * The profile and its billing data (seed 002 §2 'Profile and billing', §5 'Billing form', §8).
 * Billing data belong to the account (the holder's id); only the holder reads and changes them —
 * an associated user sees its own name and e-mail and 'Cuenta asociada' (decision 0010).
 */
import {
  DIAS_PRUEBA,
  diasRestantesPrueba,
  finPrueba,
  formatearInstante,
  limpiarFacturacion,
  MENSAJES_PERFIL,
  validarFacturacion,
} from '@expediente/domain';
import type {
  GuardarPerfilReply,
  Perfil,
  PerfilBody,
  PerfilErrorReply,
  PeriodoPrueba,
} from '@expediente/domain/contrato/perfil';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { datosFacturacion } from '../../db/schema-facturacion.ts';
import type { SessionClaims } from '../../http/auth.ts';
import { unauthorized } from '../../http/errors.ts';

/** A rule of §5 failed, or an associated user tried to save: answered with the seed's {Success, Msg}. */
export class PerfilRechazado extends Error {
  constructor(
    readonly status: 400 | 403,
    readonly code: string,
    readonly msg: string,
    readonly campos?: Record<string, string>,
  ) {
    super(msg);
  }

  toBody(): PerfilErrorReply {
    return {
      Success: false as const,
      Msg: this.msg,
      code: this.code,
      message: this.msg,
      ...(this.campos ? { campos: this.campos } : {}),
    };
  }
}

export function periodoPrueba(creadoEn: Date, ahora: Date): PeriodoPrueba {
  const diasRestantes = diasRestantesPrueba(creadoEn, ahora);
  return {
    diasRestantes,
    diasTotales: DIAS_PRUEBA,
    fechaFin: formatearInstante(finPrueba(creadoEn)),
    terminada: diasRestantes === null,
  };
}

async function creadoEnCuenta(deps: Pick<AppDeps, 'db'>, idAbogado: number): Promise<Date> {
  const [cuenta] = await deps.db
    .select({ creadoEn: abogados.creadoEn })
    .from(abogados)
    .where(eq(abogados.id, idAbogado));
  if (!cuenta) throw unauthorized();
  return cuenta.creadoEn;
}

/** GET /api/PeriodoPrueba: the account's trial (the holder's creation, also for its associates). */
export async function leerPeriodoPrueba(
  deps: Pick<AppDeps, 'db'>,
  session: SessionClaims,
): Promise<PeriodoPrueba> {
  return periodoPrueba(await creadoEnCuenta(deps, session.idAbogado), new Date());
}

export async function leerPerfil(deps: Pick<AppDeps, 'db'>, session: SessionClaims): Promise<Perfil> {
  const [usuario] = await deps.db.select().from(abogados).where(eq(abogados.id, session.idUsuario));
  if (!usuario) throw unauthorized();
  const esCuentaPrincipal = session.idUsuario === session.idAbogado;
  const [datos] = esCuentaPrincipal
    ? await deps.db.select().from(datosFacturacion).where(eq(datosFacturacion.idAbogado, session.idAbogado))
    : [];
  const creadoEn = esCuentaPrincipal ? usuario.creadoEn : await creadoEnCuenta(deps, session.idAbogado);
  return {
    // Before the first save the billing name starts as the user's own name.
    Nombre: datos?.nombre ?? [usuario.nombre, usuario.apellido].filter(Boolean).join(' '),
    Apellidos: datos?.apellidos ?? '',
    Email: usuario.email,
    Nit: datos?.nit ?? '',
    Direccion: datos?.direccion ?? '',
    Ciudad: datos?.ciudad ?? '',
    Departamento: datos?.departamento ?? '',
    Telefono: datos?.telefono ?? '',
    RazonSocial: datos?.razonSocial ?? null,
    TipoDeEnvioNotificaciones: datos?.tipoDeEnvioNotificaciones ?? 'agruparTodosLosCambios',
    NotificarUnificada: datos?.notificarUnificada ?? true,
    NombreUsuario: usuario.nombre,
    ApellidoUsuario: usuario.apellido,
    TipoCuenta: esCuentaPrincipal ? 'Cuenta Principal' : 'Cuenta asociada',
    EsCuentaPrincipal: esCuentaPrincipal,
    DatosFacturacionGuardados: datos !== undefined,
    Prueba: periodoPrueba(creadoEn, new Date()),
  };
}

/** PUT /api/perfil: every §5 rule checked here too, then the cleaned values stored. */
export async function guardarPerfil(
  deps: Pick<AppDeps, 'db'>,
  session: SessionClaims,
  body: PerfilBody,
): Promise<GuardarPerfilReply> {
  if (session.idUsuario !== session.idAbogado)
    throw new PerfilRechazado(403, 'SoloCuentaPrincipal', MENSAJES_PERFIL.SoloCuentaPrincipal);
  const { errores, mensaje } = validarFacturacion(body);
  if (mensaje) throw new PerfilRechazado(400, 'DatosFacturacionInvalidos', mensaje, errores);
  const limpios = limpiarFacturacion(body);
  const valores = {
    nombre: limpios.Nombre,
    apellidos: limpios.Apellidos,
    nit: limpios.Nit,
    direccion: limpios.Direccion,
    ciudad: limpios.Ciudad,
    departamento: limpios.Departamento,
    telefono: limpios.Telefono,
    razonSocial: limpios.RazonSocial,
    ...(body.TipoDeEnvioNotificaciones !== undefined && {
      tipoDeEnvioNotificaciones: body.TipoDeEnvioNotificaciones,
    }),
    ...(body.NotificarUnificada !== undefined && { notificarUnificada: body.NotificarUnificada }),
  };
  const [fila] = await deps.db
    .insert(datosFacturacion)
    .values({ idAbogado: session.idAbogado, ...valores })
    .onConflictDoUpdate({
      target: datosFacturacion.idAbogado,
      set: { ...valores, actualizadoEn: sql`now()` },
    })
    // xmax is 0 on the row version an INSERT created: the first save, even under concurrent saves.
    .returning({ primerGuardado: sql<boolean>`(xmax = 0)` });
  return {
    Success: true as const,
    Msg: MENSAJES_PERFIL.Guardado,
    PrimerGuardado: fila?.primerGuardado === true,
  };
}
