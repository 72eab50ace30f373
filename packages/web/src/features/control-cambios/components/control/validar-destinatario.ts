/** The share modal's and the invitation form's recipient rules (seed 001 §5), pure for unit tests. */
import { MESSAGES } from '@expediente/domain';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The message to show, or null when the recipient is valid: an e-mail after trimming, and a name for a new guest. */
export function validarDestinatario(input: {
  email: string;
  nombre: string;
  esNuevo: boolean;
}): string | null {
  const email = input.email.trim();
  if (!email) return MESSAGES.SeleccionaUsuarioOEmail;
  if (!EMAIL_PATTERN.test(email)) return MESSAGES.CorreoElectronicoNoValido;
  if (input.esNuevo && !input.nombre.trim()) return MESSAGES.NombreInvitadoRequerido;
  return null;
}
