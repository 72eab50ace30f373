/** 'Mi cuenta': until the address is confirmed, says why invitations and shared reports wait, and resends the link. */
import { MESSAGES } from '@expediente/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { reenviarVerificacion } from '../api/contrasena-api.ts';
import { useSessionUser } from '../api/use-session-user.ts';
import { describeAuthError } from './auth-error.ts';

export function AvisoCorreoSinVerificar() {
  const { usuario } = useSessionUser();
  const [isSending, setSending] = useState(false);
  if (usuario?.correoVerificado !== false) return null;

  async function reenviar() {
    setSending(true);
    try {
      toast.success((await reenviarVerificacion()).message);
    } catch (failure) {
      toast.error(describeAuthError(failure, MESSAGES.ErrorInterno, MESSAGES.ErrorInterno));
    } finally {
      setSending(false);
    }
  }

  return (
    <Alert color="yellow" icon={<IconMailExclamation size={18} />} title="Confirma tu correo electrónico">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{MESSAGES.CorreoSinVerificar}</Text>
        <Button size="xs" variant="light" loading={isSending} onClick={reenviar}>
          Reenviar el enlace
        </Button>
      </Stack>
    </Alert>
  );
}
