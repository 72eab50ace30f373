/** Turns a failed sign-in/sign-up call into the message the seeds ask for (seed 002 §8). */
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The server's own Spanish message when it answered; `networkMessage` when nothing came back;
 * `fallbackMessage` for an answer without a readable body.
 */
export function describeAuthError(error: unknown, networkMessage: string, fallbackMessage: string): string {
  if (!(error instanceof ApiError)) return networkMessage;
  if (error.isNetworkError) return networkMessage;
  if (error.code === 'ErrorInterno' && error.status < 500) return fallbackMessage;
  return error.message;
}
