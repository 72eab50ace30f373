/** /resumen-anual/:id — a shared yearly summary, without a session: aggregates only. */
import { MESSAGES } from '@expediente/domain';
import { Button, Center, Container, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { BrandLogo } from '../../ui/brand-logo.tsx';
import { useWrappedCompartido } from './wrapped-api.ts';
import { WrappedResumen } from './wrapped-resumen.tsx';

export function WrappedPublicoPage() {
  const { id = '' } = useParams();
  const wrapped = useWrappedCompartido(id);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <BrandLogo />
        <Paper withBorder radius="md" p="lg">
          {wrapped.isPending ? (
            <Center p="xl">
              <Loader />
            </Center>
          ) : wrapped.data ? (
            <WrappedResumen wrapped={wrapped.data} />
          ) : (
            <Text>{MESSAGES.WrappedNoDisponible}</Text>
          )}
        </Paper>
        <Button component={Link} to="/auth/sign-up" variant="light">
          Vigila tus procesos con Expediente Digital
        </Button>
      </Stack>
    </Container>
  );
}
