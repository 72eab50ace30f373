/**
 * The summary's share buttons. The public link does not exist until the user asks for it
 * ('Crear enlace para compartir'), and 'Dejar de compartir' ends it (issue 20, item 13): looking
 * at one's summary publishes nothing.
 */
import type { Wrapped } from '@expediente/domain/contrato/wrapped';
import { Button, CopyButton, Group, Text } from '@mantine/core';
import {
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconCopy,
  IconExternalLink,
  IconLink,
  IconLinkOff,
} from '@tabler/icons-react';
import { enlaceCompartido, useCompartirWrapped, useDejarDeCompartirWrapped } from './wrapped-api.ts';

export function WrappedCompartir({ wrapped }: { wrapped: Wrapped }) {
  const compartir = useCompartirWrapped();
  const dejar = useDejarDeCompartirWrapped();
  if (!wrapped.id)
    return (
      <Group mt="lg" gap="xs">
        <Button
          leftSection={<IconLink size={16} />}
          loading={compartir.isPending}
          onClick={() => compartir.mutate()}
        >
          Crear enlace para compartir
        </Button>
        <Text size="sm" c="dimmed">
          El enlace muestra solo estas cifras; puedes desactivarlo cuando quieras.
        </Text>
        {compartir.isError && (
          <Text size="sm" c="red">
            No pudimos crear el enlace. Inténtalo de nuevo.
          </Text>
        )}
      </Group>
    );
  const enlace = enlaceCompartido(wrapped.id);
  const mensaje = `Este año Expediente Digital hizo ${wrapped.totalConsultas.toLocaleString('es-CO')} consultas de mis procesos por mí: ${enlace}`;
  return (
    <Group mt="lg" gap="xs">
      <Button
        component="a"
        href={`https://wa.me/?text=${encodeURIComponent(mensaje)}`}
        target="_blank"
        rel="noopener noreferrer"
        color="green"
        leftSection={<IconBrandWhatsapp size={16} />}
      >
        Compartir por WhatsApp
      </Button>
      <Button
        component="a"
        href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(enlace)}`}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        leftSection={<IconBrandLinkedin size={16} />}
      >
        LinkedIn
      </Button>
      <CopyButton value={enlace}>
        {({ copied, copy }) => (
          <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
            {copied ? 'Enlace copiado' : 'Copiar enlace'}
          </Button>
        )}
      </CopyButton>
      <Button
        component="a"
        href={enlace}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        leftSection={<IconExternalLink size={16} />}
      >
        Abrir enlace público
      </Button>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconLinkOff size={16} />}
        loading={dejar.isPending}
        onClick={() => dejar.mutate()}
      >
        Dejar de compartir
      </Button>
    </Group>
  );
}
