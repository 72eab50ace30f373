/** Input and output of the referral calls (seed 002 §3, §7). */
import { ESTADOS_REFERIDO } from '@expediente/domain';
import { z } from 'zod';

/** Loose on purpose: a missing or empty e-mail gets the seed's Spanish text, not a schema error. */
export const invitacionBody = z.object({
  tipo: z.number().int().nullish(),
  correoReferido: z.string().max(320).nullish(),
  nombreReferido: z.string().max(500).nullish(),
});
export type InvitacionBody = z.infer<typeof invitacionBody>;

export const invitacionReply = z.object({
  id: z.string(),
  tipo: z.number().int(),
  correoReferido: z.string(),
  nombreReferido: z.string(),
});
export type InvitacionReply = z.infer<typeof invitacionReply>;

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
export type UsuarioReferidoReply = z.infer<typeof usuarioReferidoReply>;

export const usuariosReferidosReply = z.array(usuarioReferidoReply);

export const errorReply = z.object({
  code: z.string(),
  message: z.string(),
  campos: z.record(z.string(), z.string()).optional(),
});
