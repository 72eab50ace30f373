/** 'Tu carga quedara activa' (seed 000 §2): reached from 'Notificame cuando termine'. */
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';

export function CargaActivaDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Tu carga quedará activa" centered>
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconMailForward size={30} />
        </ThemeIcon>
        <Text ta="center">
          Seguiremos buscando tus procesos aunque cierres esta ventana. Cuando terminemos te enviaremos un
          correo electrónico con el resultado de la carga.
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          También verás el avance en el listado de procesos.
        </Text>
        <Group justify="center" mt="sm">
          <Button onClick={onClose}>Entendido</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
