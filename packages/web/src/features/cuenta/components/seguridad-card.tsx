/**
 * 'Mi cuenta' → Seguridad (issue 20 item 9): change the password, or close the session on every
 * other device. Both end every other session (sockets included); this device receives a fresh
 * token and stays signed in, its realtime channel joined again with it.
 */

import { MESSAGES, validateNuevaContrasena } from '@expediente/domain';
import type { Tokens } from '@expediente/domain/contrato/cuenta';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { renewRealtimeToken } from '../../../lib/realtime/realtime-connection.ts';
import { guardarSesion } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { cambiarContrasena, cerrarSesiones } from '../api/contrasena-api.ts';
import { describeAuthError } from './auth-error.ts';
import { AvisoFormulario, useAvisoFormulario } from './aviso-formulario.tsx';
import { CampoContrasena } from './campo-contrasena.tsx';
import {
  type CampoContrasenaNueva,
  CONTRASENA_NUEVA_VACIA,
  campoDeContrasenaNueva,
  ParContrasenaNueva,
} from './par-contrasena-nueva.tsx';

function seguirConectado(tokens: Tokens) {
  guardarSesion(tokens);
  renewRealtimeToken(tokens.tokenExpedienteDigital);
}

function CambioContrasenaForm() {
  const [passwordActual, setPasswordActual] = useState('');
  const [contrasena, setContrasena] = useState(CONTRASENA_NUEVA_VACIA);
  const aviso = useAvisoFormulario<'passwordActual' | CampoContrasenaNueva>();
  const [isSending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = !passwordActual ? 'CamposObligatorios' : validateNuevaContrasena(contrasena);
    const campo = !passwordActual ? 'passwordActual' : campoDeContrasenaNueva(invalid, contrasena);
    aviso.avisar(invalid && MESSAGES[invalid], campo);
    if (invalid) return;
    setSending(true);
    try {
      seguirConectado(await cambiarContrasena({ passwordActual, ...contrasena }));
      setPasswordActual('');
      setContrasena(CONTRASENA_NUEVA_VACIA);
      toast.success(MESSAGES.ContrasenaCambiada);
    } catch (failure) {
      aviso.avisar(describeAuthError(failure, MESSAGES.ErrorInterno, MESSAGES.ErrorInterno));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Cambiar contraseña">
      <Stack gap="sm" maw={420}>
        <CampoContrasena
          label="Contraseña actual"
          autoComplete="current-password"
          value={passwordActual}
          onChange={setPasswordActual}
          etiquetaMostrar="Mostrar u ocultar la contraseña actual"
          marca={aviso.marca('passwordActual')}
        />
        <ParContrasenaNueva
          variante="cambio"
          valores={contrasena}
          onChange={setContrasena}
          marca={aviso.marca}
        />
        <AvisoFormulario aviso={aviso} />
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
          Seguridad
        </Title>
        <CambioContrasenaForm />
        <CerrarSesionesBoton />
      </Stack>
    </Card>
  );
}
