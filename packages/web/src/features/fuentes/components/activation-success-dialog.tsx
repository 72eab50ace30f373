/** Seed 000 §2 'Activation success dialog': closing it refreshes the case list. */
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

export interface ActivationSuccessDialogProps {
  opened: boolean;
  onClose: () => void;
  fuente: string;
}

export function ActivationSuccessDialog({ opened, onClose, fuente }: ActivationSuccessDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Consulta activada" centered>
      <Stack gap="sm" align="center" data-testid="activation-success">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={34} />
        </ThemeIcon>
        <Text ta="center" fw={600}>
          Se activó la consulta en {fuente}
        </Text>
        <Text size="sm" ta="center">
          En unos minutos recibirás la confirmación. La vigilancia del proceso quedará activa una vez lo
          encontremos en la fuente, y te enviaremos un correo electrónico con el resultado.
        </Text>
        <Group justify="center" w="100%">
          <Button onClick={onClose}>Cerrar</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
