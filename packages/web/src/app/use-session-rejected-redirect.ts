/** When the API answers 401 to an authenticated call: say so, remember the URL, go to sign-in. */
import { MESSAGES } from '@expediente/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onSessionRejected } from '../lib/api-client.ts';
import { stopRealtime } from '../lib/realtime/realtime-connection.ts';
import { borrarSesion, rememberReturnUrl } from '../lib/session.ts';
import { toast } from '../lib/toast.ts';

export function useSessionRejectedRedirect(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionRejected((error) => {
        borrarSesion();
        stopRealtime();
        rememberReturnUrl(window.location.pathname + window.location.search);
        toast.error(error.message || MESSAGES.CredencialesNoValidas, { id: 'credenciales-no-validas' });
        navigate('/auth/sign-in', { replace: true });
      }),
    [navigate],
  );
}
