/**
 * The 'lawyer is not the client' card variant (seed 000 §1, §2). The seed gives no data field for
 * it; we read it from what the session already knows: the case's lawyer is not the signed-in
 * account, or the signed-in account is an associated user (not the account holder, who is the
 * paying client). Until the session user is known the normal card is shown.
 */
import type { Expediente } from '@expediente/domain/contrato/expedientes';

export interface AbogadoSesion {
  id: number;
  /** True for the account holder (Cuenta Principal). */
  master: boolean;
}

export function esAbogadoNoCliente(
  expediente: Pick<Expediente, 'idAbogado'>,
  sesion: AbogadoSesion | null | undefined,
): boolean {
  if (!sesion) return false;
  if (!sesion.master) return true;
  return expediente.idAbogado !== undefined && expediente.idAbogado !== sesion.id;
}
