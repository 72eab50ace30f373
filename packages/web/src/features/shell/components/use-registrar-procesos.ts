/** Opening the bulk-load dialog, refused (with the reason) while billing blocks registering. */
import { useState } from 'react';
import { useIsRegistroBloqueado } from '../../facturacion/index.ts';

export const REGISTRO_BLOQUEADO_MOTIVO =
  'Registrar procesos está deshabilitado porque tus consultas están suspendidas por facturas pendientes de pago.';

export function useRegistrarProcesos() {
  const isBlocked = useIsRegistroBloqueado();
  const [opened, setOpened] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const open = () => {
    if (isBlocked) return;
    setHasOpened(true);
    setOpened(true);
  };
  return {
    isBlocked,
    dialog: { opened, hasOpened, onClose: () => setOpened(false) },
    open,
    /** What every button that opens it takes: refused with the reason while billing blocks. */
    boton: { onClick: open, disabled: isBlocked, title: isBlocked ? REGISTRO_BLOQUEADO_MOTIVO : undefined },
  };
}
