/** The statistics modal and drawer, mounted once in the shell and opened from anywhere through the store. */
import { useVistaEstadisticas } from '../estadisticas-store.ts';
import { CuentaEnDatosDrawer } from './cuenta-en-datos-drawer.tsx';
import { EstadisticasModal } from './estadisticas-modal.tsx';

export function Estadisticas() {
  const vista = useVistaEstadisticas();
  return (
    <>
      <EstadisticasModal opened={vista === 'modal'} />
      <CuentaEnDatosDrawer opened={vista === 'cajon'} />
    </>
  );
}
