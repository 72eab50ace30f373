/**
 * The bulk-load banner on the Procesos list (seed 000 §2): a load in progress ('en proceso'), or a
 * finished one not yet seen with 'Ver resultado'; dismissing a finished load marks it seen (Visto).
 */
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useMarkLoadSeen, useRegistroActivo } from './api/carga-api.ts';
import { useCargaRealtime } from './api/use-carga-realtime.ts';

export function CargaMasivaBanner() {
  const navigate = useNavigate();
  const activo = useRegistroActivo();
  const markSeen = useMarkLoadSeen();
  // A running load can only be hidden for this visit: its result still has to be seen.
  const [hiddenRunningId, setHiddenRunningId] = useState<number | null>(null);
  useCargaRealtime();

  const load = activo.data?.registroAutomatico;
  if (!load) return null;
  const isRunning = load.estado === 'EnProceso';
  if (!isRunning && load.visto) return null;
  if (isRunning && hiddenRunningId === load.id) return null;

  const verCarga = () => navigate(`/admin/estado-carga-automatica/${load.id}`);
  async function dismiss() {
    if (!load) return;
    if (isRunning) return setHiddenRunningId(load.id);
    try {
      await markSeen.mutateAsync(load.id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      toast.error('No pudimos ocultar el aviso de la carga. Inténtalo de nuevo.');
    }
  }

  return (
    <Alert
      color={isRunning ? 'blue' : 'green'}
      variant="light"
      icon={isRunning ? <Loader size={18} /> : <IconChecklist size={18} />}
      withCloseButton
      closeButtonLabel="Ocultar aviso de la carga"
      onClose={() => void dismiss()}
      title={isRunning ? 'Carga de procesos en proceso' : 'Carga de procesos finalizada'}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          {isRunning
            ? `Estamos buscando tus procesos: ${load.totalNumProcesosProcesos - load.numProcesosPendientes} de ${load.totalNumProcesosProcesos} revisados.`
            : `Registramos ${load.numProcesosRegistrados} de ${load.totalNumProcesosProcesos} ${load.totalNumProcesosProcesos === 1 ? 'proceso' : 'procesos'} de tu carga.`}
        </Text>
        <Button size="xs" variant={isRunning ? 'subtle' : 'filled'} onClick={verCarga}>
          {isRunning ? 'en proceso' : 'Ver resultado'}
        </Button>
      </Group>
    </Alert>
  );
}
