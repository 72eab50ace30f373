/**
 * The wire contract of the referral programme (seed 002 §3, §7 POST InvitacionesUsuariosReferidos,
 * GET UsuariosReferidos). Written once: the server's routes validate and serialise with these
 * schemas, the web reads its types from them.
 */
import { z } from 'zod';
import { ESTADOS_REFERIDO } from '../cuenta/referidos.ts';

/** Loose on purpose: a missing or empty e-mail gets the seed's Spanish text, not a schema error. */
export const invitacionBody = z.object({
  tipo: z.number().int().nullish(),
  correoReferido: z.string().max(320).nullish(),
  nombreReferido: z.string().max(500).nullish(),
});

export const invitacionReply = z.object({
  id: z.string(),
  tipo: z.number().int(),
  correoReferido: z.string(),
  nombreReferido: z.string(),
});

export const usuarioReferidoReply = z.object({
  id: z.string(),
  tipo: z.number().int(),
  correoReferido: z.string(),
  nombre: z.string(),
  estado: z.enum(ESTADOS_REFERIDO),
  /** dd/mm/yyyy (Bogotá). */
  fechaEnvioInvitacion: z.string(),
  /** dd/mm/yyyy (Bogotá): the referred account's creation; null while 'Nuevo'. */
  fechaCreacion: z.string().nullable(),
  /** Whole pesos already taken off the account's invoices thanks to this colleague. */
  importeDescontado: z.number().int(),
});

export const usuariosReferidosReply = z.array(usuarioReferidoReply);

export { errorReply } from './errores.ts';

export type InvitacionBody = z.input<typeof invitacionBody>;
export type InvitacionReferido = z.infer<typeof invitacionReply>;
export type UsuarioReferido = z.infer<typeof usuarioReferidoReply>;
