/** The page the reset e-mail opens: a new password typed twice, under the seeds' rules. */
import { MESSAGES, validateNuevaContrasena } from '@expediente/domain';
import { Alert, Anchor, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { restablecerContrasena } from '../api/contrasena-api.ts';
import { describeAuthError } from './auth-error.ts';
import { useAvisoFormulario } from './aviso-formulario.tsx';
import { MarcoFormularioCuenta } from './marco-formulario-cuenta.tsx';
import {
  type CampoContrasenaNueva,
  CONTRASENA_NUEVA_VACIA,
  campoDeContrasenaNueva,
  ParContrasenaNueva,
} from './par-contrasena-nueva.tsx';

export function RestablecerContrasenaForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const [contrasena, setContrasena] = useState(CONTRASENA_NUEVA_VACIA);
  const aviso = useAvisoFormulario<CampoContrasenaNueva>();
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
    const invalid = validateNuevaContrasena(contrasena);
    aviso.avisar(invalid && MESSAGES[invalid], campoDeContrasenaNueva(invalid, contrasena));
    if (invalid || !token) return;
    setSending(true);
    try {
      const { message } = await restablecerContrasena({ token, ...contrasena });
      toast.success(message);
      navigate('/auth/sign-in', { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'EnlaceRestablecerInvalido') setLinkRejected(true);
      aviso.avisar(describeAuthError(failure, MESSAGES.ErrorInterno, MESSAGES.ErrorInterno));
    } finally {
      setSending(false);
    }
  }

  return (
    <MarcoFormularioCuenta
      onSubmit={handleSubmit}
      aviso={aviso}
      textoEnviar="Guardar contraseña nueva"
      enviando={isSending}
    >
      <ParContrasenaNueva
        variante="restablecer"
        valores={contrasena}
        onChange={setContrasena}
        marca={aviso.marca}
      />
    </MarcoFormularioCuenta>
  );
}
