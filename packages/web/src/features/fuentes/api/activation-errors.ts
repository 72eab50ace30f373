/**
 * Activation and deactivation failures as toasts (seed 000 §8): error keys in the API answer are
 * matched by substring; anything else reads the seed's default message for the action.
 */
import { MESSAGES, type MessageCode } from '@expediente/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

export type SourceAction = 'activacion' | 'desactivacion';

const TITLES: Record<SourceAction, string> = {
  activacion: 'Error al generar la solicitud de activación',
  desactivacion: 'Error al generar la solicitud de desactivación',
};

const DEFAULTS: Record<SourceAction, string> = {
  activacion: MESSAGES.ErrorActivacion,
  desactivacion: MESSAGES.ErrorDesactivacion,
};

/** Checked in order; ErrorAlRegistrarProcesoEnFuenteSamai and its siblings match the prefix. */
const KEYS: MessageCode[] = [
  'YaExisteOtroProcesoRegistradoConEseRadicado',
  'YaExisteProcesoRegistradoEnLafuente',
  'ErrorAlRegistrarProcesoEnFuente',
];

export function sourceErrorMessage(error: unknown, action: SourceAction): string {
  if (!(error instanceof ApiError)) return DEFAULTS[action];
  const key = KEYS.find((candidate) => error.code.includes(candidate));
  if (key) return MESSAGES[key];
  // Other answers of ours that the lawyer can act on (billing, missing fields, source not active).
  if (error.status >= 400 && error.status < 500 && error.code in MESSAGES && error.status !== 401) {
    return error.message;
  }
  return DEFAULTS[action];
}

/** Seed 000 §8: an error toast of 9 seconds, closable, at the top. */
export function showSourceError(error: unknown, action: SourceAction): void {
  toast.error(sourceErrorMessage(error, action), { title: TITLES[action], autoClose: 9000 });
}
