/**
 * /admin/NotificacionesCambio (seed 001 §2 'Notifications inbox'): the tabs Hoy, Ayer and Antes
 * with their counts, one source at a time, a search, 'Ver más notificaciones', the empty states,
 * and new notifications arriving over /channelHub while the page is open.
 */
import { FUENTES, MESSAGES } from '@expediente/domain';
import type { Grupo, Notificacion } from '@expediente/domain/contrato/notificaciones';
import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { NOTIFICATIONS_HELP_URL } from '../../../lib/external-links.ts';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event.ts';
import { toast } from '../../../lib/toast.ts';
import { VerMas } from '../../../ui/ver-mas.tsx';
import { useMarcarVista, useNotificaciones, useResumenNotificaciones } from '../api/notificaciones-api.ts';
import { FuenteNotificacionDialog } from '../components/fuente-notificacion-dialog.tsx';
import { NotificacionCard } from '../components/notificacion-card.tsx';

const GRUPOS: Grupo[] = ['Hoy', 'Ayer', 'Antes'];
const VACIO: Record<Grupo, string> = {
  Hoy: 'Hoy no tuviste cambios',
  Ayer: 'Ayer no tuviste cambios',
  Antes: 'No tienes notificaciones de días anteriores',
};

export function NotificacionesPage() {
  // The tab lives in the address, so 'Regresar' from a case opened here comes back to it.
  const [searchParams, setSearchParams] = useSearchParams();
  const pedido = searchParams.get('grupo');
  const grupo = GRUPOS.find((nombre) => nombre === pedido) ?? 'Hoy';
  const setGrupo = (nombre: Grupo) =>
    setSearchParams(nombre === 'Hoy' ? {} : { grupo: nombre }, { replace: true });
  const [fuente, setFuente] = useState<number | null>(null);
  const [texto, setTexto] = useState('');
  const [busqueda] = useDebouncedValue(texto.trim(), 300);
  const [verFuente, setVerFuente] = useState<{ notificacion: Notificacion; tipoFuente: number } | null>(null);
  const resumen = useResumenNotificaciones();
  const lista = useNotificaciones(grupo, fuente, busqueda);
  const marcar = useMarcarVista();
  const navigate = useNavigate();
  const location = useLocation();

  useRealtimeEvent('NotificacionesCambio', ({ nuevas }) => {
    toast.info(nuevas === 1 ? 'Tienes 1 notificación nueva.' : `Tienes ${nuevas} notificaciones nuevas.`, {
      title: 'Notificaciones',
      id: 'notificaciones-nuevas',
    });
  });

  const abrir = (notificacion: Notificacion) => {
    if (notificacion.idExpedienteDigital === null) {
      marcar.mutate(notificacion.id, {
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.status === 404
              ? MESSAGES.NotificacionExpedienteEliminado
              : 'No pudimos abrir la notificación.',
            { title: 'Error' },
          ),
      });
      return;
    }
    if (!notificacion.visto) marcar.mutate(notificacion.id);
    navigate(`/admin/DetalleDelExpediente/${notificacion.idExpedienteDigital}`, {
      state: { origen: `${location.pathname}${location.search}` },
    });
  };

  const conteos = resumen.data;
  // The most recent earlier group that holds notifications.
  const anterior = GRUPOS.slice(1).find((nombre) => (conteos?.[`count${nombre}`] ?? 0) > 0);
  const sinNinguna = conteos !== undefined && conteos.countHoy + conteos.countAyer + conteos.countAntes === 0;
  const notificaciones = lista.data?.pages.flatMap((pagina) => pagina.notificaciones) ?? [];
  const filtrando = fuente !== null || busqueda !== '';

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Notificaciones</Title>
        <Button
          component={Link}
          to="/admin/NotificacionesCambio/Configuracion"
          variant="subtle"
          leftSection={<IconSettings size={16} />}
        >
          Configurar notificaciones
        </Button>
      </Group>
      {sinNinguna ? (
        <Stack align="center" gap="xs" py="xl">
          <Text fw={600}>Aún no tienes notificaciones</Text>
          <Text c="dimmed" ta="center" maw={460}>
            Cuando encontremos actuaciones nuevas o publicaciones con el nombre de tus partes, te avisaremos
            aquí y por correo antes de las 8:00 a. m.
          </Text>
          <Anchor href={NOTIFICATIONS_HELP_URL} target="_blank" rel="noopener noreferrer">
            ¿Cómo funcionan las notificaciones?
          </Anchor>
        </Stack>
      ) : (
        <>
          <Tabs value={grupo} onChange={(value) => setGrupo((value as Grupo) ?? 'Hoy')}>
            <Tabs.List>
              {GRUPOS.map((nombre) => (
                <Tabs.Tab
                  key={nombre}
                  value={nombre}
                  rightSection={
                    <Badge size="sm" variant="light">
                      {conteos?.[`count${nombre}`] ?? '…'}
                    </Badge>
                  }
                >
                  {nombre}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Group gap="xs" role="group" aria-label="Filtrar por fuente">
            {FUENTES.map((item) => (
              <Button
                key={item.id}
                size="xs"
                radius="xl"
                variant={fuente === item.id ? 'filled' : 'default'}
                aria-pressed={fuente === item.id}
                onClick={() => setFuente(fuente === item.id ? null : item.id)}
              >
                {item.nombre}
              </Button>
            ))}
          </Group>
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder="Buscar por radicado, partes o etiqueta"
            aria-label="Buscar notificaciones"
            value={texto}
            onChange={(event) => setTexto(event.currentTarget.value)}
            maw={420}
          />
          {lista.isPending ? (
            <Center p="xl">
              <Loader />
            </Center>
          ) : lista.isError ? (
            <Text c="red">No pudimos cargar las notificaciones. Intenta de nuevo en unos minutos.</Text>
          ) : notificaciones.length === 0 ? (
            <Stack align="center" gap="xs" py="xl">
              <Text c="dimmed" ta="center">
                {filtrando ? 'No hay notificaciones que coincidan con tu búsqueda.' : VACIO[grupo]}
              </Text>
              {/* The seed opens on 'Hoy' even when it is empty; a lawyer whose last news came days
                  ago (the menu counts them unseen) is pointed to them instead of left wondering. */}
              {grupo === 'Hoy' && !filtrando && anterior ? (
                <Button variant="light" onClick={() => setGrupo(anterior)}>
                  {anterior === 'Ayer'
                    ? 'Ver las notificaciones de ayer'
                    : 'Ver las notificaciones anteriores'}
                </Button>
              ) : null}
            </Stack>
          ) : (
            <Stack gap="sm">
              {notificaciones.map((notificacion) => (
                <NotificacionCard
                  key={notificacion.id}
                  notificacion={notificacion}
                  onAbrir={abrir}
                  onVerFuente={(notificacion, tipoFuente) => setVerFuente({ notificacion, tipoFuente })}
                />
              ))}
              <VerMas
                hayMas={lista.hasNextPage}
                cargando={lista.isFetchingNextPage}
                onVerMas={() => void lista.fetchNextPage()}
              >
                Ver más notificaciones
              </VerMas>
            </Stack>
          )}
        </>
      )}
      {verFuente?.notificacion.idExpedienteDigital ? (
        <FuenteNotificacionDialog
          idExpediente={verFuente.notificacion.idExpedienteDigital}
          tipoFuente={verFuente.tipoFuente}
          onClose={() => setVerFuente(null)}
        />
      ) : null}
    </Stack>
  );
}
