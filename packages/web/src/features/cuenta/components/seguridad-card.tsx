/**
 * 'Mi cuenta' → Seguridad (issue 20 item 9): change the password, or close the session on every
 * other device. Both end every other session (sockets included); this device receives a fresh
 * token and stays signed in, its realtime channel joined again with it.
 */
import { MESSAGES, validateNuevaContrasena } from '@expediente/domain';
import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { renewRealtimeToken } from '../../../lib/realtime/realtime-connection.ts';
import { type SessionTokens, storeSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { cambiarContrasena, cerrarSesiones } from '../api/contrasena-api.ts';
import { describeAuthError } from './auth-error.ts';

function seguirConectado(tokens: SessionTokens) {
  storeSession(tokens);
  renewRealtimeToken(tokens.tokenExpedienteDigital);
}

function CambioContrasenaForm() {
  const [passwordActual, setPasswordActual] = useState('');
  const [password, setPassword] = useState('');
  const [passwordRepetida, setPasswordRepetida] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = !passwordActual
      ? 'CamposObligatorios'
      : validateNuevaContrasena({ password, passwordRepetida });
    setError(invalid ? MESSAGES[invalid] : null);
    if (invalid) return;
    setSending(true);
    try {
      seguirConectado(await cambiarContrasena({ passwordActual, password, passwordRepetida }));
      setPasswordActual('');
      setPassword('');
      setPasswordRepetida('');
      toast.success(MESSAGES.ContrasenaCambiada);
    } catch (failure) {
      setError(describeAuthError(failure, MESSAGES.ErrorInterno, MESSAGES.ErrorInterno));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Cambiar contraseña">
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label="Contraseña actual"
          autoComplete="current-password"
          value={passwordActual}
          onChange={(event) => setPasswordActual(event.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña actual' }}
        />
        <PasswordInput
          label="Contraseña nueva"
          description="Mínimo 8 caracteres, sin el carácter #."
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña nueva' }}
        />
        <PasswordInput
          label="Repite la contraseña nueva"
          autoComplete="new-password"
          value={passwordRepetida}
          onChange={(event) => setPasswordRepetida(event.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña repetida' }}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={isSending}>
            Cambiar contraseña
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CerrarSesionesBoton() {
  const [isSending, setSending] = useState(false);
  async function handleClick() {
    setSending(true);
    try {
      seguirConectado(await cerrarSesiones());
      toast.success(MESSAGES.SesionesCerradas);
    } catch (failure) {
      toast.error(describeAuthError(failure, MESSAGES.ErrorInterno, MESSAGES.ErrorInterno));
    } finally {
      setSending(false);
    }
  }
  return (
    <Stack gap={4}>
      <Group>
        <Button variant="light" color="red" loading={isSending} onClick={handleClick}>
          Cerrar sesión en todos los dispositivos
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Úsalo si iniciaste sesión en un equipo ajeno o perdiste un dispositivo. Aquí seguirás conectado.
      </Text>
    </Stack>
  );
}

export function SeguridadCard() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h5">
          SEGURIDAD
        </Title>
        <CambioContrasenaForm />
        <CerrarSesionesBoton />
      </Stack>
    </Card>
  );
}
