import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { RestablecerContrasenaForm } from '../components/restablecer-contrasena-form.tsx';
import { leerTokenRestablecer } from '../components/token-restablecer.ts';

export function RestablecerContrasenaPage() {
  const [token] = useState(() => leerTokenRestablecer(window.location.hash));
  // Taken off the address bar once read, so it is not left in the history or shared by mistake.
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
  }, []);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Crea una contraseña nueva</Title>
        <Text c="dimmed" size="sm">
          Al guardarla cerraremos tu sesión en todos tus dispositivos.
        </Text>
      </Stack>
      <RestablecerContrasenaForm token={token} />
    </Stack>
  );
}
