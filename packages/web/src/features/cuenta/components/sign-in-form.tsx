import { MESSAGES, validateLogin } from '@expediente/domain';
import { Anchor, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isTokenValid, storeSession, takeReturnUrl } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { login } from '../api/cuenta-api.ts';
import { describeAuthError } from './auth-error.ts';
import { useAvisoFormulario } from './aviso-formulario.tsx';
import { CampoContrasena } from './campo-contrasena.tsx';
import { CampoCorreo } from './campo-correo.tsx';
import { MarcoFormularioCuenta } from './marco-formulario-cuenta.tsx';

export function SignInForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [pwd, setPwd] = useState('');
  const aviso = useAvisoFormulario<'email' | 'pwd'>();
  const [isSending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateLogin({ email, pwd });
    aviso.avisar(invalid && MESSAGES[invalid], invalid === 'CorreoInvalido' ? 'email' : 'pwd');
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
    <MarcoFormularioCuenta
      onSubmit={handleSubmit}
      aviso={aviso}
      textoEnviar="Iniciar sesión"
      enviando={isSending}
      pie={
        <Text size="sm" ta="center">
          ¿No tienes cuenta?{' '}
          <Anchor component={Link} to="/auth/sign-up" fw={600}>
            Crear cuenta
          </Anchor>
        </Text>
      }
    >
      <CampoCorreo value={email} onChange={setEmail} marca={aviso.marca('email')} />
      <CampoContrasena
        label="Contraseña"
        placeholder="Tu contraseña"
        autoComplete="current-password"
        value={pwd}
        onChange={setPwd}
        marca={aviso.marca('pwd')}
      />
      <Group justify="flex-end">
        <Anchor component={Link} to="/auth/olvide-contrasena" size="sm">
          He olvidado mi contraseña
        </Anchor>
      </Group>
    </MarcoFormularioCuenta>
  );
}
