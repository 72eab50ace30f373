/**
 * The error reply every route answers a refusal with (`http/errors.ts`): the code the web reads,
 * the Spanish message a person reads and, for a refused form, the message of each field.
 */
import { z } from 'zod';

export const errorReply = z.object({
  code: z.string(),
  message: z.string(),
  campos: z.record(z.string(), z.string()).optional(),
});

export type ErrorReply = z.infer<typeof errorReply>;
