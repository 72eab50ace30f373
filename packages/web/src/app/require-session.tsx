/**
 * Guards the /admin routes: without a valid case-file token (judged by its exp claim) the user
 * is told to sign in again, the wanted URL is remembered, and they go to /auth/sign-in.
 */
import { MESSAGES } from '@expediente/domain';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { clearSession, hasValidSession, rememberReturnUrl } from '../lib/session.ts';
import { toast } from '../lib/toast.ts';

export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const isValid = hasValidSession();

  useEffect(() => {
    if (isValid) return;
    clearSession();
    rememberReturnUrl(location.pathname + location.search);
    toast.warning(MESSAGES.SesionExpirada, { id: 'sesion-expirada', autoClose: 5000 });
    navigate('/auth/sign-in', { replace: true });
  }, [isValid, location.pathname, location.search, navigate]);

  return isValid ? children : null;
}
