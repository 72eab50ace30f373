/**
 * The yearly summary dialog, opened by ?accion=wrapped on any /admin page (seed 001 §2), with its
 * share buttons: WhatsApp, LinkedIn and copying the public link (which opens in a new tab).
 */
import { MESSAGES } from '@expediente/domain';
import { Button, Center, CopyButton, Group, Loader, Modal, Text } from '@mantine/core';
import { IconBrandLinkedin, IconBrandWhatsapp, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { enlaceCompartido, useWrapped } from './wrapped-api.ts';
import { WrappedResumen } from './wrapped-resumen.tsx';

export function WrappedDialog() {
  const [params, setParams] = useSearchParams();
  const abierto = params.get('accion') === 'wrapped';
  const wrapped = useWrapped(abierto);
  const cerrar = () => {
    const siguientes = new URLSearchParams(params);
    siguientes.delete('accion');
    setParams(siguientes, { replace: true });
  };
  const enlace = wrapped.data ? enlaceCompartido(wrapped.data.id) : '';
  const mensaje = wrapped.data
    ? `Este año Expediente Digital hizo ${wrapped.data.totalConsultas.toLocaleString('es-CO')} consultas de mis procesos por mí: ${enlace}`
    : '';
  return (
    <Modal
      opened={abierto}
      onClose={cerrar}
      size="lg"
      title="Tu resumen del año"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {wrapped.isPending ? (
        <Center p="xl">
          <Loader />
        </Center>
      ) : wrapped.isError || !wrapped.data ? (
        <Text>{MESSAGES.WrappedNoDisponible}</Text>
      ) : (
        <>
          <WrappedResumen wrapped={wrapped.data} />
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
          </Group>
        </>
      )}
    </Modal>
  );
}
