/** Seed 000 §2: after creation, confirmation of each source arrives by e-mail. */
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

export function RegistroExitosoDialog({
  radicado,
  onClose,
}: {
  radicado: string | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={radicado !== null} onClose={onClose} title="Proceso registrado" centered>
      <Stack gap="sm" align="center">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={34} />
        </ThemeIcon>
        <Text ta="center" fw={600}>
          Registramos el proceso {radicado}
        </Text>
        <Text size="sm" ta="center">
          Ya estamos buscándolo en las fuentes de consulta que elegiste. Te enviaremos un correo electrónico
          con la confirmación de cada fuente en cuanto terminemos.
        </Text>
        <Group justify="center" w="100%">
          <Button onClick={onClose}>Cerrar</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
