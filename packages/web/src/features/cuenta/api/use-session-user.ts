/**
 * The session user (seed 002 §3–§4): fetched 350 ms after the admin shell loads when a token
 * exists. 'loaded' shows the user menu; a failure leaves it 'not-loaded' and the menu hidden.
 */
import type { ResumenGeneral, UsuarioExpedienteDigital } from '@expediente/domain/contrato/cuenta';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PERFIL_CLIENTE_STORAGE_KEY, tieneSesionValida } from '../../../lib/session.ts';
import { pedirResumenGeneral, pedirUsuarioExpedienteDigital } from './cuenta-api.ts';

export const SUMMARY_DELAY_MS = 350;

export type SessionStatus = 'loading' | 'loaded' | 'not-loaded';

export interface SessionUser {
  status: SessionStatus;
  resumen: ResumenGeneral | null;
  usuario: UsuarioExpedienteDigital | null;
}

function useDelayedStart(delayMs: number): boolean {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return isReady;
}

export function useSessionUser(): SessionUser {
  const isReady = useDelayedStart(SUMMARY_DELAY_MS);
  const enabled = isReady && tieneSesionValida();
  const resumen = useQuery({
    queryKey: ['cuenta', 'resumen-general'],
    queryFn: ({ signal }) => pedirResumenGeneral(signal),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const usuario = useQuery({
    queryKey: ['cuenta', 'usuario-expediente-digital'],
    queryFn: ({ signal }) => pedirUsuarioExpedienteDigital(signal),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });

  const perfilCliente = usuario.data?.perfilCliente;
  useEffect(() => {
    if (perfilCliente) localStorage.setItem(PERFIL_CLIENTE_STORAGE_KEY, perfilCliente);
  }, [perfilCliente]);

  if (resumen.isError) return { status: 'not-loaded', resumen: null, usuario: usuario.data ?? null };
  if (resumen.data) return { status: 'loaded', resumen: resumen.data, usuario: usuario.data ?? null };
  if (isReady && !enabled) return { status: 'not-loaded', resumen: null, usuario: null };
  return { status: 'loading', resumen: null, usuario: null };
}
