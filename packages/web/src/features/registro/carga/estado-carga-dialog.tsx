/** The progress popup for loads of 5 cases or fewer (seed 000 §4). */
import { Modal } from '@mantine/core';
import { EstadoCargaView } from './components/estado-carga-view.tsx';

export function EstadoCargaDialog({ id, onClose }: { id: number; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Estado de la carga automática de procesos" size="xl" centered>
      <EstadoCargaView id={id} onClose={onClose} />
    </Modal>
  );
}
