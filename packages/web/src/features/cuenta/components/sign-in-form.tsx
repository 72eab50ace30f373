import { MESSAGES, validateLogin } from '@expediente/domain';
import { Anchor, Group, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { takeReturnUrl } from '../../../lib/session.ts';
import { login } from '../api/cuenta-api.ts';
import { useAvisoFormulario } from './aviso-formulario.tsx';
import { CampoContrasena } from './campo-contrasena.tsx';
import { CampoCorreo } from './campo-correo.tsx';
import { useEntrarConSesion } from './entrar-con-sesion.ts';
import { MarcoFormularioCuenta } from './marco-formulario-cuenta.tsx';

export function SignInForm() {
  const [email, setEmail] = useState('');
  const [pwd, setPwd] = useState('');
  const aviso = useAvisoFormulario<'email' | 'pwd'>();
  const sesion = useEntrarConSesion();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateLogin({ email, pwd });
    aviso.avisar(invalid && MESSAGES[invalid], invalid === 'CorreoInvalido' ? 'email' : 'pwd');
    if (invalid) return;
    await sesion.entrar({
      pedir: () => login({ email: email.trim(), pwd }),
      mensajes: {
        sinToken: MESSAGES.CredencialesIncorrectas,
        fallo: MESSAGES.ErrorIniciarSesion,
        rechazo: MESSAGES.CredencialesIncorrectas,
      },
      destino: takeReturnUrl,
    });
  }

  return (
    <MarcoFormularioCuenta
      onSubmit={handleSubmit}
      aviso={aviso}
      textoEnviar="Iniciar sesión"
      enviando={sesion.enviando}
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
