import { Stack, Text, Title } from '@mantine/core';
import { OlvideContrasenaForm } from '../components/olvide-contrasena-form.tsx';

export function OlvideContrasenaPage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>¿Olvidaste tu contraseña?</Title>
        <Text c="dimmed" size="sm">
          Escribe el correo de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.
        </Text>
      </Stack>
      <OlvideContrasenaForm />
    </Stack>
  );
}
