/** Seed 002 §2: after the first billing data are saved, thanks and the promise of the daily notifications. */
import { Button, Modal, Stack, Text } from '@mantine/core';

interface Props {
  opened: boolean;
  onClose: () => void;
}

export function GraciasFacturacionModal({ opened, onClose }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="¡Gracias por registrar tus datos de facturación!"
      centered
    >
      <Stack gap="md">
        <Text size="sm">Desde ahora recibirás tus notificaciones todos los días antes de las 8:00 a. m.</Text>
        <Button onClick={onClose} fullWidth>
          Entendido
        </Button>
      </Stack>
    </Modal>
  );
}
