import { MESSAGES, validateLogin } from '@expediente/domain';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isTokenValid, storeSession, takeReturnUrl } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { login } from '../api/cuenta-api.ts';
import { describeAuthError } from './auth-error.ts';

export function SignInForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [pwd, setPwd] = useState('');
  const [validationMessage, setValidationMessage] = useState<string | null>(null);
  // Which field the message is about: marked invalid, with the message as its error message
  // (WCAG 3.3.1; Mantine sets aria-describedby itself, only for its own error text).
  const [invalidField, setInvalidField] = useState<'email' | 'pwd' | null>(null);
  const [isSending, setSending] = useState(false);
  const alertId = useId();
  const invalidProps = (field: 'email' | 'pwd') =>
    invalidField === field ? { error: true, 'aria-invalid': true, 'aria-errormessage': alertId } : {};

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateLogin({ email, pwd });
    setValidationMessage(invalid ? MESSAGES[invalid] : null);
    setInvalidField(invalid === 'CorreoInvalido' ? 'email' : invalid ? 'pwd' : null);
    if (invalid) return;

    setSending(true);
    try {
      const tokens = await login({ email: email.trim(), pwd });
      // The seeds accept a sign-in only when the answer carries a usable token.
      if (!isTokenValid(tokens.tokenExpedienteDigital)) {
        toast.error(MESSAGES.CredencialesIncorrectas);
        return;
      }
      storeSession(tokens);
      // A previous user's summary must not linger in the cache.
      queryClient.clear();
      navigate(takeReturnUrl(), { replace: true });
    } catch (error) {
      toast.error(describeAuthError(error, MESSAGES.ErrorIniciarSesion, MESSAGES.CredencialesIncorrectas));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Correo electrónico"
          placeholder="correo@ejemplo.com"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          {...invalidProps('email')}
        />
        <PasswordInput
          label="Contraseña"
          placeholder="Tu contraseña"
          autoComplete="current-password"
          value={pwd}
          onChange={(event) => setPwd(event.currentTarget.value)}
          {...invalidProps('pwd')}
          visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar contraseña' }}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/auth/olvide-contrasena" size="sm">
            He olvidado mi contraseña
          </Anchor>
        </Group>
        {validationMessage && (
          <Alert id={alertId} color="red" variant="light" role="alert">
            {validationMessage}
          </Alert>
        )}
        <Button type="submit" loading={isSending} fullWidth size="md">
          Iniciar sesión
        </Button>
        <Text size="sm" ta="center">
          ¿No tienes cuenta?{' '}
          <Anchor component={Link} to="/auth/sign-up" fw={600}>
            Crear cuenta
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
