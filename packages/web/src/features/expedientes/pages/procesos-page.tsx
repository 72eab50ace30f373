/**
 * /admin/default: the case list (seed 000 §2) with its banners (seed 002 §2): billing warning,
 * overdue invoices, new process pushed over the WebSocket, bulk load; search, sort, 'Siguiente
 * pagina', 'Cargando' and the chat widget.
 */
import { MESSAGES } from '@expediente/domain';
import type { Expediente, OrdenExpedientes } from '@expediente/domain/contrato/expedientes';
import { Alert, Button, Center, Group, Loader, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFolderOpen, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, use, useDeferredValue, useState } from 'react';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event.ts';
import { BillingWarningBanner, FacturasBanner } from '../../facturacion/index.ts';
import { CargaMasivaBanner } from '../../registro/index.ts';
import { ChatWidget, RegistrarProcesosBoton } from '../../shell/index.ts';
import { useActualizacionesDeFuentes } from '../api/use-actualizaciones-fuente.ts';
import {
  DEFAULT_ORDER,
  esperaDeLaPrimeraPagina,
  expedientesRootKey,
  useExpedientesPaginados,
} from '../api/use-expedientes.ts';
import { CaseCard } from '../components/case-card.tsx';
import { ProcesosToolbar } from '../components/procesos-toolbar.tsx';

function EmptyState() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconFolderOpen size={30} />
        </ThemeIcon>
        <Text fw={600} ta="center">
          Aún no tienes procesos registrados
        </Text>
        <Text c="dimmed" ta="center" size="sm">
          Registra tus radicados y los consultamos cada noche en las fuentes que elijas.
        </Text>
        <RegistrarProcesosBoton />
      </Stack>
    </Paper>
  );
}

interface NuevoProceso {
  numero: string;
  /** How many arrived since the banner was last dismissed (a bulk load pushes many). */
  cantidad: number;
}

function NuevoProcesoBanner({
  nuevo,
  onVer,
  onClose,
}: {
  nuevo: NuevoProceso;
  onVer: () => void;
  onClose: () => void;
}) {
  const texto =
    nuevo.cantidad === 1
      ? `Se registró un nuevo proceso: ${nuevo.numero}`
      : `Se registraron ${nuevo.cantidad} procesos nuevos; el último es ${nuevo.numero}`;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={20} />}
      withCloseButton
      closeButtonLabel="Cerrar aviso"
      onClose={onClose}
      data-testid="nuevo-proceso-banner"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{texto}</Text>
        <Button size="xs" variant="light" onClick={onVer}>
          Ver nuevo proceso
        </Button>
      </Group>
    </Alert>
  );
}

export function ProcesosPage() {
  // While the route loader's first page is on its way (a bounded moment), the first render waits
  // for it where it stands — React keeps the work done above and resumes here — so the shell and
  // the first cards come in one commit instead of a 'Cargando' commit and a second one for the
  // cards (issue 21, item 18; bench/RESULTS.md § 0004).
  const espera = esperaDeLaPrimeraPagina();
  if (espera) use(espera);
  const queryClient = useQueryClient();
  const [busqueda, setBusqueda] = useState('');
  // Bumped when the page sets the search itself, so the toolbar's text box shows it.
  const [toolbarKey, setToolbarKey] = useState(0);
  const [orden, setOrden] = useState<OrdenExpedientes>(DEFAULT_ORDER);
  const [nuevo, setNuevo] = useState<NuevoProceso | null>(null);
  const lista = useExpedientesPaginados(busqueda, orden);
  useActualizacionesDeFuentes();

  // A case registered elsewhere (another tab, a bulk load) appears without reloading.
  useRealtimeEvent('NuevoProceso', ({ numero }) => {
    void queryClient.invalidateQueries({ queryKey: expedientesRootKey });
    setNuevo((previous) => ({ numero, cantidad: (previous?.cantidad ?? 0) + 1 }));
  });

  // 'Ver nuevo proceso' searches its radicado, which shows it first whatever the sort order.
  const verNuevo = () => {
    if (!nuevo) return;
    setBusqueda(nuevo.numero);
    setToolbarKey((key) => key + 1);
    setNuevo(null);
    const sinMovimiento = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: sinMovimiento ? 'auto' : 'smooth' });
  };

  return (
    <Stack gap="md">
      <BillingWarningBanner />
      <FacturasBanner />
      {nuevo ? <NuevoProcesoBanner nuevo={nuevo} onVer={verNuevo} onClose={() => setNuevo(null)} /> : null}
      <CargaMasivaBanner />
      <ListaProcesos
        lista={lista}
        busqueda={busqueda}
        toolbar={
          <ProcesosToolbar
            key={toolbarKey}
            busqueda={busqueda}
            onBuscar={setBusqueda}
            orden={orden}
            onOrden={setOrden}
          />
        }
      />
      <ChatWidget />
    </Stack>
  );
}

function ListaProcesos({
  lista,
  busqueda,
  toolbar,
}: {
  lista: ReturnType<typeof useExpedientesPaginados>;
  busqueda: string;
  toolbar: ReactNode;
}) {
  if (lista.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando" />
      </Center>
    );
  }
  if (lista.isError) {
    return (
      <Alert color="red" variant="light" title="Error al cargar los procesos">
        {MESSAGES.ErrorCargarProcesos}
      </Alert>
    );
  }

  const expedientes = lista.data.pages.flatMap((page) => page.expedientes);
  // With no search and nothing on the first page, the lawyer has no cases at all.
  if (busqueda === '' && expedientes.length === 0) return <EmptyState />;
  return <ListaConDatos lista={lista} expedientes={expedientes} toolbar={toolbar} />;
}

/** Cards rendered in the first pass: more than a tall screen holds (a card is ≈ 400 px high). */
const PRIMER_LOTE = 4;

function ListaConDatos({
  lista,
  expedientes,
  toolbar,
}: {
  lista: ReturnType<typeof useExpedientesPaginados>;
  expedientes: Expediente[];
  toolbar: ReactNode;
}) {
  // The first screen shows at once; the rest of the page renders right after in the background
  // (a card costs ≈ 15 ms of rendering, a page holds 20).
  const visibles = useDeferredValue(expedientes.length, Math.min(PRIMER_LOTE, expedientes.length));

  return (
    <>
      {toolbar}
      {lista.isFetching && !lista.isFetchingNextPage ? (
        <Center>
          <Loader size="sm" aria-label="Cargando" />
        </Center>
      ) : null}
      {expedientes.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          No se encontraron procesos
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Procesos">
          {expedientes.slice(0, visibles).map((expediente) => (
            <CaseCard key={expediente.id} expediente={expediente} />
          ))}
        </Stack>
      )}
      {lista.isFetchingNextPage ? (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Cargando
          </Text>
          <Progress value={100} animated striped aria-label="Cargando" />
        </Stack>
      ) : null}
      {lista.hasNextPage && !lista.isFetchingNextPage ? (
        <Center>
          <Button variant="light" onClick={() => void lista.fetchNextPage()}>
            Siguiente página
          </Button>
        </Center>
      ) : null}
    </>
  );
}
