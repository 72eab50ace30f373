/** Seed 000 §2 'Notice dialog (Rama)': administrative cases publish their changes in Samai. */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export function RamaNoticeDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Proceso administrativo" centered zIndex={400}>
      <Stack gap="md">
        <Text size="sm">
          Los cambios de los procesos administrativos se publican en Samai. Te recomendamos activar también la
          fuente de consulta Samai para este proceso.
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Entendido</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
