import { Anchor, Container, Group, Paper } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../ui/brand-logo.tsx';

/** Static legal pages (/terms, /privacy): readable column, links to each other and home. */
export function LegalLayout() {
  return (
    <Container size="md" py="xl" px="md">
      <Group justify="space-between" mb="lg" wrap="wrap" gap="sm">
        <BrandLogo />
        <Group gap="md">
          <Anchor component={Link} to="/terms/terminos-y-condiciones" size="sm">
            Términos y condiciones
          </Anchor>
          <Anchor component={Link} to="/privacy/politicas-de-privacidad" size="sm">
            Política de privacidad
          </Anchor>
          <Anchor component={Link} to="/admin/default" size="sm">
            Ir a la aplicación
          </Anchor>
        </Group>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', md: 'xl' }}>
        <Outlet />
      </Paper>
    </Container>
  );
}
