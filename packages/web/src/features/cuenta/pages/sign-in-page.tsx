import { Stack, Text, Title } from '@mantine/core';
import { SignInForm } from '../components/sign-in-form.tsx';

export function SignInPage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Iniciar sesión</Title>
        <Text c="dimmed" size="sm">
          Ingresa tu correo electrónico y tu contraseña para ver tus procesos.
        </Text>
      </Stack>
      <SignInForm />
    </Stack>
  );
}
