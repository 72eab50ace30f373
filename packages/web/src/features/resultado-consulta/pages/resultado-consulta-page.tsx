/**
 * /admin/ResultadoConsulta/:id? (seed 001 §2 'Last query result screen'): the cases the night could
 * not consult in any source, or only in some, with the reason, our recommendation and the cause of
 * each alert; the newest consulted day's summary when no id is given. A general screen for every lawyer.
 */
import { fuenteById, SIN_CONSULTA_RECURRENTE } from '@expediente/domain';
import type { ExpedienteConsulta } from '@expediente/domain/contrato/resultado-consulta';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Pagination,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { QUERY_RESULT_SURVEY_URL } from '../../../lib/external-links.ts';
import { toast } from '../../../lib/toast.ts';
import {
  ESTADO_FUENTE_TEXTO,
  type PestanaConsulta,
  pestanaInicial,
  useExpedientesConsulta,
  useResumenConsulta,
  useTutorialConsultaVisto,
} from '../api/resultado-api.ts';

const nombre = (id: number) => fuenteById(id)?.nombre ?? `Fuente ${id}`;
const TUTORIAL = [
  'Aquí ves los procesos que anoche no pudimos consultar en ninguna fuente, o solo en algunas.',
  'Cada fila explica el motivo y qué te recomendamos hacer mientras volvemos a intentarlo.',
  'Si un proceso lleva dos noches sin consultarse te lo marcamos con una alerta: revísalo directamente en el despacho.',
];

/** One source with its row status (9, 2, 11, 10 or 3), the meaning on hover and for screen readers. */
function FuenteEstado({ idFuente, estado }: { idFuente: number; estado: number }) {
  const significado = ESTADO_FUENTE_TEXTO[estado] ?? { texto: 'estado desconocido', color: 'gray' };
  const etiqueta = `${nombre(idFuente)}: ${significado.texto}`;
  return (
    <Tooltip label={etiqueta}>
      <Badge variant="light" color={significado.color} data-estado={estado} aria-label={etiqueta}>
        {nombre(idFuente)}
      </Badge>
    </Tooltip>
  );
}

function Fuentes({ lista }: { lista: { idFuente: number; estado: number }[] }) {
  if (lista.length === 0) return <>—</>;
  return (
    <Group gap={4}>
      {lista.map((proceso) => (
        <FuenteEstado
          key={`${proceso.idFuente}-${proceso.estado}`}
          idFuente={proceso.idFuente}
          estado={proceso.estado}
        />
      ))}
    </Group>
  );
}

function Fila({ caso }: { caso: ExpedienteConsulta }) {
  return (
    <Table.Tr data-testid="fila-resultado">
      <Table.Td>
        <Fuentes lista={caso.listaConsultaProcesos} />
      </Table.Td>
      <Table.Td>
        <Fuentes lista={caso.listaProcesosNoConsultados} />
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          {caso.alertas.map((alerta) => (
            <Tooltip key={`${alerta.idFuente}-${alerta.tipoAlerta}`} label={alerta.causa} multiline w={280}>
              <Text size="sm">{alerta.razon}</Text>
            </Tooltip>
          ))}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Anchor component={Link} to={`/admin/DetalleDelExpediente/${caso.idExpediente}`}>
            {caso.numero}
          </Anchor>
          {caso.sinConsultaRecurrente ? (
            <Tooltip label={SIN_CONSULTA_RECURRENTE}>
              <IconAlertTriangle
                size={16}
                color="var(--mantine-color-orange-6)"
                aria-label={SIN_CONSULTA_RECURRENTE}
              />
            </Tooltip>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>{caso.demandantes || '—'}</Table.Td>
      <Table.Td>{caso.demandados || '—'}</Table.Td>
      <Table.Td>
        <Stack gap={4}>
          {caso.alertas.map((alerta) => (
            <Text key={`${alerta.idFuente}-${alerta.tipoAlerta}`} size="sm">
              {alerta.recomendacion}
            </Text>
          ))}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

function Lista({
  id,
  pestana,
  onCambiar,
}: {
  id: number;
  pestana: PestanaConsulta;
  onCambiar: (pestana: PestanaConsulta) => void;
}) {
  const [pagina, setPagina] = useState(1);
  const lista = useExpedientesConsulta(id, pestana, pagina);
  useEffect(() => {
    if (lista.isError)
      toast.error('No se pudo obtener la lista de procesos de esta sección.', { title: 'Error' });
  }, [lista.isError]);
  if (lista.isPending)
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  if (lista.isError) return <Alert color="red">No pudimos cargar los procesos de esta sección.</Alert>;
  if (lista.data.total === 0)
    return (
      <Stack align="center" py="xl" gap="sm">
        <Text ta="center">
          Esta sección no tiene resultados: tus procesos fueron consultados correctamente. ¡Estás al día!
        </Text>
        <Button
          variant="light"
          onClick={() => onCambiar(pestana === 'noConsultados' ? 'parcialmente' : 'noConsultados')}
        >
          {pestana === 'noConsultados'
            ? 'Ver procesos sin consultar en alguna fuente'
            : 'Ver procesos no consultados'}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={900}>
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fuentes consultadas</Table.Th>
              <Table.Th>Fuentes no consultadas</Table.Th>
              <Table.Th>Motivo</Table.Th>
              <Table.Th>Radicado</Table.Th>
              <Table.Th>Demandantes</Table.Th>
              <Table.Th>Demandados</Table.Th>
              <Table.Th>Recomendaciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lista.data.expedientes.map((caso) => (
              <Fila key={caso.idExpediente} caso={caso} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {lista.data.totalPaginas > 1 ? (
        <Center>
          <Pagination total={lista.data.totalPaginas} value={pagina} onChange={setPagina} />
        </Center>
      ) : null}
    </Stack>
  );
}

export function ResultadoConsultaPage() {
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const resumen = useResumenConsulta(id);
  const tutorialVisto = useTutorialConsultaVisto();
  const [pestana, setPestana] = useState<PestanaConsulta | null>(null);
  const [paso, setPaso] = useState<number | null>(null);
  useEffect(() => {
    if (resumen.data && !resumen.data.tutorialVisto) setPaso(0);
  }, [resumen.data]);
  const fallo = resumen.isError && !(resumen.error instanceof ApiError && resumen.error.status === 404);
  useEffect(() => {
    if (fallo) toast.error('No se pudo obtener el resultado de la consulta.', { title: 'Error' });
  }, [fallo]);

  if (resumen.isPending)
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  const datos = resumen.data;
  if (datos === null || (resumen.error instanceof ApiError && resumen.error.status === 404))
    return (
      <Alert color="blue" title="Detalle de la última consulta">
        Todavía no hay una consulta de tus procesos para este día. La consulta corre cada noche; vuelve mañana
        temprano.
      </Alert>
    );
  if (datos === undefined)
    return (
      <Alert color="red" title="Detalle de la última consulta">
        No pudimos cargar el resultado de la consulta. Intenta de nuevo en unos minutos.
      </Alert>
    );
  const activa = pestana ?? pestanaInicial(datos);
  const terminarTutorial = () => {
    setPaso(null);
    tutorialVisto.mutate(datos.id);
  };

  return (
    <Stack gap="md">
      <Title order={2}>Detalle de la última consulta ({datos.fecha})</Title>
      <Text c="dimmed">
        {datos.cantidadExpedientesConsultados}{' '}
        {datos.cantidadExpedientesConsultados === 1 ? 'proceso consultado' : 'procesos consultados'} en todas
        sus fuentes.
      </Text>
      <Tabs value={activa} onChange={(value) => setPestana((value as PestanaConsulta) ?? 'noConsultados')}>
        <Tabs.List>
          <Tabs.Tab
            value="noConsultados"
            rightSection={<Badge size="sm">{datos.cantidadExpedientesNoConsultados}</Badge>}
          >
            Procesos no consultados
          </Tabs.Tab>
          <Tabs.Tab
            value="parcialmente"
            rightSection={<Badge size="sm">{datos.cantidadExpedientesConsultadosParcialmente}</Badge>}
          >
            Procesos sin consultar en alguna fuente
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Lista key={activa} id={datos.id} pestana={activa} onCambiar={setPestana} />
      <Anchor href={QUERY_RESULT_SURVEY_URL} target="_blank" rel="noopener noreferrer" size="sm">
        ¿Te fue útil la funcionalidad?
      </Anchor>
      <Modal
        opened={paso !== null}
        onClose={() => setPaso(null)}
        title={`Resultado de la consulta (${(paso ?? 0) + 1} de ${TUTORIAL.length})`}
      >
        <Stack>
          <Text>{TUTORIAL[paso ?? 0]}</Text>
          <Group justify="flex-end">
            {paso !== null && paso < TUTORIAL.length - 1 ? (
              <Button onClick={() => setPaso(paso + 1)}>Siguiente</Button>
            ) : (
              <Button onClick={terminarTutorial}>Entendido</Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
