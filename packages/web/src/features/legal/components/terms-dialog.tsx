import { Button, Group, Modal } from '@mantine/core';
import { TermsContent } from './terms-content.tsx';

interface TermsDialogProps {
  opened: boolean;
  onClose: () => void;
}

export function TermsDialog({ opened, onClose }: TermsDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Términos y condiciones de uso" size="xl">
      <TermsContent />
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>Cerrar</Button>
      </Group>
    </Modal>
  );
}
