/**
 * 'Registrar procesos' where a screen has nothing yet (the empty case list): a new lawyer on a
 * phone otherwise had to find the top bar's unnamed '+' icon to begin.
 */
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { RegistrarProcesosDialog } from './registrar-procesos-dialog.tsx';
import { useRegistrarProcesos } from './use-registrar-procesos.ts';

export function RegistrarProcesosBoton() {
  const registrar = useRegistrarProcesos();
  return (
    <>
      <Button leftSection={<IconPlus size={16} />} {...registrar.boton}>
        Registrar procesos
      </Button>
      <RegistrarProcesosDialog {...registrar.dialog} />
    </>
  );
}
