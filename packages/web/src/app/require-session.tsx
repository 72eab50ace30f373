/**
 * Guards the /admin routes: without a valid case-file token (judged by its exp claim) the wanted
 * URL is remembered and the user goes to /auth/sign-in — told to sign in again only when there was
 * a session (an expired or broken token): a first visit to the README's URL just shows sign-in.
 */
import { MESSAGES } from '@expediente/domain';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { borrarSesion, leerTokenExpediente, rememberReturnUrl, tieneSesionValida } from '../lib/session.ts';
import { toast } from '../lib/toast.ts';

export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const isValid = tieneSesionValida();

  useEffect(() => {
    if (isValid) return;
    const habiaSesion = leerTokenExpediente() !== null;
    borrarSesion();
    rememberReturnUrl(location.pathname + location.search);
    if (habiaSesion) toast.warning(MESSAGES.SesionExpirada, { id: 'sesion-expirada', autoClose: 5000 });
    navigate('/auth/sign-in', { replace: true });
  }, [isValid, location.pathname, location.search, navigate]);

  return isValid ? children : null;
}
