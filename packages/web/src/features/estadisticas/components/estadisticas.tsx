/**
 * The statistics modal and drawer, opened from anywhere through the store. Each mounts the first
 * time it is opened (issue 21, item 18: closed, they were part of the shell's first render), closed
 * first and opened on the next commit so Mantine gives the focus back on closing.
 */
import { useMontadoAlAbrir } from '../../expedientes/index.ts';
import { useVistaEstadisticas } from '../estadisticas-store.ts';
import { CuentaEnDatosDrawer } from './cuenta-en-datos-drawer.tsx';
import { EstadisticasModal } from './estadisticas-modal.tsx';

export function Estadisticas() {
  const vista = useVistaEstadisticas();
  const modal = useMontadoAlAbrir(vista === 'modal');
  const cajon = useMontadoAlAbrir(vista === 'cajon');
  return (
    <>
      {modal.montado ? <EstadisticasModal opened={modal.abierto} /> : null}
      {cajon.montado ? <CuentaEnDatosDrawer opened={cajon.abierto} /> : null}
    </>
  );
}
