/** 'He olvidado mi contraseña': asks for the e-mail and says the same words whether or not it has an account. */
import { esCorreoDeAcceso, MESSAGES } from '@expediente/domain';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { solicitarRestablecimiento } from '../api/contrasena-api.ts';
import { describeAuthError } from './auth-error.ts';
import { useAvisoFormulario } from './aviso-formulario.tsx';
import { CampoCorreo } from './campo-correo.tsx';
import { MarcoFormularioCuenta } from './marco-formulario-cuenta.tsx';

export function OlvideContrasenaForm() {
  const [email, setEmail] = useState('');
  const aviso = useAvisoFormulario<'email'>();
  const [enviado, setEnviado] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = !esCorreoDeAcceso(email);
    aviso.avisar(invalid ? MESSAGES.CorreoInvalido : null, 'email');
    if (invalid) return;
    setSending(true);
    try {
      const { message } = await solicitarRestablecimiento(email.trim());
      setEnviado(message);
    } catch (failure) {
      toast.error(describeAuthError(failure, MESSAGES.ErrorInterno, MESSAGES.ErrorInterno));
    } finally {
      setSending(false);
    }
  }

  if (enviado)
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status">
          {enviado}
        </Alert>
        <Text size="sm">El enlace sirve una sola vez durante 30 minutos.</Text>
        <Anchor component={Link} to="/auth/sign-in" size="sm">
          Volver a iniciar sesión
        </Anchor>
      </Stack>
    );

  return (
    <MarcoFormularioCuenta
      onSubmit={handleSubmit}
      aviso={aviso}
      textoEnviar="Enviarme el enlace"
      enviando={isSending}
      pie={
        <Anchor component={Link} to="/auth/sign-in" size="sm" ta="center">
          Volver a iniciar sesión
        </Anchor>
      }
    >
      <CampoCorreo value={email} onChange={setEmail} marca={aviso.marca('email')} />
    </MarcoFormularioCuenta>
  );
}
