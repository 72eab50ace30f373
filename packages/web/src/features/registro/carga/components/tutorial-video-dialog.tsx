/** The bulk-load tutorial video (seed 000 §2). */
import { AspectRatio, Modal } from '@mantine/core';
import { TUTORIAL_CARGA_VIDEO_URL } from '../carga-links.ts';

export function TutorialVideoDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="¿Cómo cargar tus procesos?" size="lg" centered>
      <AspectRatio ratio={16 / 9}>
        <iframe
          src={TUTORIAL_CARGA_VIDEO_URL}
          title="Tutorial de carga de procesos"
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          style={{ border: 0 }}
        />
      </AspectRatio>
    </Modal>
  );
}
