/**
 * The wire contract of the price simulator's calls (seed 002 §2, §7): the onboarding lookup and the
 * 'call you' survey, whose rules live with the prices (precios/solicitud-llamada.ts). Written once:
 * the server's routes validate and serialise with these schemas, the web reads its types from them.
 */
import { z } from 'zod';
import { solicitudLlamadaSchema } from '../precios/solicitud-llamada.ts';

export const onboardingReply = z.object({
  /** ISO 8601 instant the account was created; the 15-day window is counted from it. */
  fechaCreacion: z.string().nullable(),
  mensajeError: z.string().nullable(),
});

export const solicitudLlamadaBody = solicitudLlamadaSchema;

export const solicitudLlamadaReply = z.object({ enviada: z.literal(true) });

export type OnboardingUsuario = z.infer<typeof onboardingReply>;
export type SolicitudLlamadaBody = z.input<typeof solicitudLlamadaBody>;
export type SolicitudLlamadaEnviada = z.infer<typeof solicitudLlamadaReply>;
