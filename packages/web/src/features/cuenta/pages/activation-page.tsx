/**
 * Activation of an invited user (seed 002 §2): an already active lawyer goes straight to the
 * change control; an unknown one goes to sign-in; otherwise they choose a password here.
 */
import { MESSAGES } from '@expediente/domain';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { pedirAbogadoActivo } from '../api/cuenta-api.ts';
import { ActivationForm } from '../components/activation-form.tsx';

export function ActivationPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const idAbogado = searchParams.get('idAbogado');
  const idControlCambios = searchParams.get('idControlCambios');
  const [isChecking, setChecking] = useState(Boolean(idAbogado && idControlCambios));

  useEffect(() => {
    // Without both ids there is nothing to look up; the form explains what is missing on submit.
    if (!idAbogado || !idControlCambios) return;
    const controller = new AbortController();
    pedirAbogadoActivo(idAbogado, controller.signal)
      .then(({ activo }) => {
        if (controller.signal.aborted) return;
        if (activo)
          navigate(`/admin/ControlCambios/${encodeURIComponent(idControlCambios)}`, { replace: true });
        else setChecking(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          navigate('/auth/sign-in', { replace: true });
          return;
        }
        toast.error(MESSAGES.ErrorVerificarUsuario);
        setChecking(false);
      });
    return () => controller.abort();
  }, [idAbogado, idControlCambios, navigate]);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Activa tu cuenta</Title>
        <Text c="dimmed" size="sm">
          Fuiste invitado a revisar el control de cambios. Crea tu contraseña para ingresar.
        </Text>
      </Stack>
      {isChecking ? (
        <Center py="xl">
          <Loader aria-label="Verificando el estado del usuario" />
        </Center>
      ) : (
        <ActivationForm idAbogado={idAbogado} idControlCambios={idControlCambios} />
      )}
    </Stack>
  );
}
