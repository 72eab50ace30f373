import { Anchor, Box, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../ui/brand-logo.tsx';
import classes from './auth-layout.module.css';

/** Sign-in, sign-up and activation: the form on the left, the product's promise on the right. */
export function AuthLayout() {
  return (
    <Box className={classes.root}>
      <Stack className={classes.formColumn} justify="space-between">
        <BrandLogo />
        <Center py="xl">
          <Box w="100%" maw={420}>
            <Outlet />
          </Box>
        </Center>
        <Group gap="md" justify="center">
          <Anchor component={Link} to="/terms/terminos-y-condiciones" size="xs" c="dimmed">
            Términos y condiciones
          </Anchor>
          <Anchor component={Link} to="/privacy/politicas-de-privacidad" size="xs" c="dimmed">
            Política de privacidad
          </Anchor>
        </Group>
      </Stack>
      <Stack className={classes.brandColumn} justify="center" gap="md">
        <Title order={2} c="white">
          Tus procesos judiciales, vigilados cada día
        </Title>
        <Text c="white" opacity={0.9}>
          Consultamos por ti Rama Judicial, Tyba, Unificada, Estados Electrónicos, Samai, SIUGJ y
          Publicaciones Procesales, y te avisamos de los cambios antes de las 8:00 a. m.
        </Text>
      </Stack>
    </Box>
  );
}
