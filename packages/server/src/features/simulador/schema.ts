/** Schemas of the simulator's calls: the onboarding lookup (seed 002 §3, §7) and the 'call you' survey. */
import { solicitudLlamadaSchema } from '@expediente/domain';
import { z } from 'zod';

export const onboardingReply = z.object({
  /** ISO 8601 instant the account was created; the 15-day window is counted from it. */
  fechaCreacion: z.string().nullable(),
  mensajeError: z.string().nullable(),
});

export const solicitudLlamadaBody = solicitudLlamadaSchema;

export const solicitudLlamadaReply = z.object({ enviada: z.literal(true) });
