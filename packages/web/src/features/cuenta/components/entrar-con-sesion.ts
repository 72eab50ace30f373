/**
 * Signing in with the tokens an account call answers (sign-in, sign-up, invited-user activation):
 * the answer counts only with a usable token, the session is stored, the cache of a previous user
 * cleared, and the page left for where the user goes next.
 */
import type { Tokens } from '@expediente/domain/contrato/cuenta';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { esTokenValido, guardarSesion } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { describeAuthError } from './auth-error.ts';

interface Entrada<Respuesta extends Tokens> {
  pedir: () => Promise<Respuesta>;
  /** Said when the answer carries no usable token, and when the call fails ('fallo') or is refused. */
  mensajes: { sinToken: string; fallo: string; rechazo: string };
  /** Where to go; read only once signed in (the return address is taken from storage). */
  destino: () => string;
  alEntrar?: (respuesta: Respuesta) => void;
}

export function useEntrarConSesion() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [enviando, setEnviando] = useState(false);

  async function entrar<Respuesta extends Tokens>({
    pedir,
    mensajes,
    destino,
    alEntrar,
  }: Entrada<Respuesta>) {
    setEnviando(true);
    try {
      const respuesta = await pedir();
      // Seed 002 §5: the returned token is checked before it is stored.
      if (!esTokenValido(respuesta.tokenExpedienteDigital)) {
        toast.error(mensajes.sinToken);
        return;
      }
      guardarSesion(respuesta);
      // A previous user's summary must not linger in the cache.
      queryClient.clear();
      alEntrar?.(respuesta);
      navigate(destino(), { replace: true });
    } catch (error) {
      toast.error(describeAuthError(error, mensajes.fallo, mensajes.rechazo));
    } finally {
      setEnviando(false);
    }
  }

  return { enviando, entrar };
}
