/**
 * The yearly summary dialog, opened by ?accion=wrapped on any /admin page (seed 001 §2), with its
 * share buttons (wrapped-compartir.tsx): WhatsApp, LinkedIn and copying the public link (which opens
 * in a new tab), once the user has chosen to create it.
 */
import { MESSAGES } from '@expediente/domain';
import { Center, Loader, Modal, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useWrapped } from './wrapped-api.ts';
import { WrappedCompartir } from './wrapped-compartir.tsx';
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
          <WrappedCompartir wrapped={wrapped.data} />
        </>
      )}
    </Modal>
  );
}
