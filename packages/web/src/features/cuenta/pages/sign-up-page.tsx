import { Stack, Text, Title } from '@mantine/core';
import { SignUpForm } from '../components/sign-up-form.tsx';

export function SignUpPage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Regístrate</Title>
        <Text c="dimmed" size="sm">
          Crea tu cuenta y prueba Expediente Digital gratis durante 15 días.
        </Text>
      </Stack>
      <SignUpForm />
    </Stack>
  );
}
