/** The page the reset e-mail opens: a new password typed twice, under the seeds' rules. */
import { MESSAGES, validateNuevaContrasena } from '@expediente/domain';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { restablecerContrasena } from '../api/contrasena-api.ts';
import { describeAuthError } from './auth-error.ts';

export function RestablecerContrasenaForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [passwordRepetida, setPasswordRepetida] = useState('');
  const [error, setError] = useState<string | null>(null);
  // An expired or spent link is only known once the password is sent: then the way onward shows.
  const [isLinkRejected, setLinkRejected] = useState(false);
  const [isSending, setSending] = useState(false);

  if (!token || isLinkRejected)
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {MESSAGES.EnlaceRestablecerInvalido}
        </Alert>
        <Anchor component={Link} to="/auth/olvide-contrasena" size="sm">
          Pedir un enlace nuevo
        </Anchor>
      </Stack>
    );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateNuevaContrasena({ password, passwordRepetida });
    setError(invalid ? MESSAGES[invalid] : null);
    if (invalid || !token) return;
    setSending(true);
    try {
      const { message } = await restablecerContrasena({ token, password, passwordRepetida });
      toast.success(message);
      navigate('/auth/sign-in', { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'EnlaceRestablecerInvalido') setLinkRejected(true);
      setError(describeAuthError(failure, MESSAGES.ErrorInterno, MESSAGES.ErrorInterno));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="Contraseña nueva"
          autoComplete="new-password"
          description="Mínimo 8 caracteres, sin el carácter #."
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar contraseña' }}
        />
        <PasswordInput
          label="Repite la contraseña nueva"
          autoComplete="new-password"
          value={passwordRepetida}
          onChange={(event) => setPasswordRepetida(event.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar contraseña repetida' }}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={isSending} fullWidth size="md">
          Guardar contraseña nueva
        </Button>
      </Stack>
    </form>
  );
}
