/** The page the welcome e-mail's confirmation link opens: confirms the address once, says the outcome. */
import { MESSAGES } from '@expediente/domain';
import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { verificarCorreo } from '../api/contrasena-api.ts';
import { leerTokenRestablecer } from '../components/token-restablecer.ts';

type Estado = { tipo: 'enviando' } | { tipo: 'listo' | 'error'; mensaje: string };

export function VerificarCorreoPage() {
  const [token] = useState(() => leerTokenRestablecer(window.location.hash));
  const [estado, setEstado] = useState<Estado>(
    token ? { tipo: 'enviando' } : { tipo: 'error', mensaje: MESSAGES.EnlaceVerificacionInvalido },
  );
  // The link is single-use: one request even when effects run twice in development.
  const enviado = useRef(false);
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
    if (!token || enviado.current) return;
    enviado.current = true;
    verificarCorreo(token)
      .then(({ message }) => setEstado({ tipo: 'listo', mensaje: message }))
      .catch((error: unknown) =>
        setEstado({
          tipo: 'error',
          mensaje: error instanceof ApiError && !error.isNetworkError ? error.message : MESSAGES.ErrorInterno,
        }),
      );
  }, [token]);

  return (
    <Stack gap="lg">
      <Title order={1}>Confirma tu correo</Title>
      {estado.tipo === 'enviando' && <Loader aria-label="Confirmando tu correo" />}
      {estado.tipo !== 'enviando' && (
        <Alert color={estado.tipo === 'listo' ? 'green' : 'red'} variant="light" role="status">
          {estado.mensaje}
        </Alert>
      )}
      <Anchor component={Link} to="/admin/default" size="sm">
        Ir a mis procesos
      </Anchor>
    </Stack>
  );
}
