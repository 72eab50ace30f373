/**
 * 'Webhooks' in the profile (decision 0016), for the account holder: register an HTTPS address,
 * copy its signing secret (shown once), send a test event, see each webhook's delivery log with
 * 'Reenviar', and revoke behind a confirmation.
 */

import type { Webhook, WebhookCreado } from '@expediente/domain/contrato/webhooks';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { SecretoUnaVez } from '../../ui/secreto-una-vez.tsx';
import {
  crearWebhook,
  enviarEventoDePrueba,
  fechaHora,
  listarWebhooks,
  revocarWebhook,
  webhooksKey,
} from './api.ts';
import { EntregasWebhook } from './entregas-webhook.tsx';

export function WebhooksCard() {
  const queryClient = useQueryClient();
  const webhooks = useQuery({
    queryKey: webhooksKey,
    queryFn: ({ signal }) => listarWebhooks(signal),
    retry: false,
  });
  const crear = useMutation({
    mutationFn: crearWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
  const revocar = useMutation({
    mutationFn: revocarWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
  // The key prefix also covers every delivery log, so the new row shows at once.
  const probar = useMutation({
    mutationFn: enviarEventoDePrueba,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });

  const [url, setUrl] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [creado, setCreado] = useState<WebhookCreado | null>(null);
  const [abierto, setAbierto] = useState<number | null>(null);
  const [porRevocar, setPorRevocar] = useState<Webhook | null>(null);

  const registrar = () => {
    setError(null);
    crear.mutate(
      { url: url.trim(), descripcion: descripcion.trim() },
      {
        onSuccess: (respuesta) => {
          setCreado(respuesta);
          setUrl('');
          setDescripcion('');
        },
        // The server's reason in Spanish (https required, limit reached…), next to the field.
        onError: (fallo) => setError(fallo.message || 'No pudimos registrar el webhook.'),
      },
    );
  };

  const enviarPrueba = (webhook: Webhook) =>
    probar.mutate(webhook.id, {
      onSuccess: () => {
        // The log is opened where the test delivery will show its outcome.
        setAbierto(webhook.id);
        toast.success(`Enviamos un evento de prueba a ${webhook.url}.`);
      },
      onError: (fallo) => toast.error(fallo.message || 'No pudimos enviar el evento de prueba.'),
    });

  const confirmarRevocar = () => {
    if (!porRevocar) return;
    const revocado = porRevocar;
    revocar.mutate(revocado.id, {
      onSuccess: () => {
        setPorRevocar(null);
        if (creado?.id === revocado.id) setCreado(null);
        toast.success('Webhook revocado: no recibirá más eventos.');
      },
      onError: (fallo) => toast.error(fallo.message || 'No pudimos revocar el webhook.'),
    });
  };

  return (
    <Card withBorder radius="md" p="lg" data-testid="webhooks">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Webhooks
        </Title>
        <Text size="sm" c="dimmed">
          Recibe en tu sistema, por HTTPS, cada cambio nuevo, cada término nuevo y el fin de cada carga
          masiva. Cada envío va firmado según Standard Webhooks (cabeceras <Code>webhook-id</Code>,{' '}
          <Code>webhook-timestamp</Code> y <Code>webhook-signature</Code>) con el secreto del webhook; si tu
          sistema no responde 2xx, reintentamos durante 24 horas. Detalles en <Code>/api/docs</Code>.
        </Text>

        {creado ? (
          <SecretoUnaVez
            aviso="Copia ahora el secreto de firma: por seguridad no lo volveremos a mostrar."
            valor={creado.secreto}
            etiqueta="Secreto del webhook"
            nombre="secreto"
            textoListo="Ya lo copié"
            onListo={() => setCreado(null)}
            testId="webhook-creado"
          />
        ) : null}

        <Group align="flex-start" gap="md">
          <TextInput
            label="Dirección (HTTPS)"
            placeholder="https://miempresa.com/webhooks/expediente"
            value={url}
            maxLength={2000}
            error={error}
            onChange={(event) => setUrl(event.currentTarget.value)}
            style={{ flex: 2, minWidth: 260 }}
          />
          <TextInput
            label="Descripción (opcional)"
            placeholder="Ej.: ERP del bufete"
            value={descripcion}
            maxLength={200}
            onChange={(event) => setDescripcion(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 180 }}
          />
          <Button mt={25} onClick={registrar} loading={crear.isPending} disabled={url.trim().length === 0}>
            Registrar webhook
          </Button>
        </Group>

        {webhooks.isError ? (
          <Alert color="red" variant="light">
            No pudimos consultar los webhooks.
          </Alert>
        ) : null}
        {webhooks.data && webhooks.data.length === 0 ? <Text size="sm">Aún no tienes webhooks.</Text> : null}
        {webhooks.data && webhooks.data.length > 0 ? (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" data-testid="lista-webhooks">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Dirección</Table.Th>
                  <Table.Th>Creado</Table.Th>
                  <Table.Th>Entregas</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {webhooks.data.map((webhook) => (
                  <Fragment key={webhook.id}>
                    <Table.Tr data-testid={`webhook-${webhook.id}`}>
                      <Table.Td>
                        <Text size="sm" style={{ wordBreak: 'break-all' }}>
                          {webhook.url}
                        </Text>
                        {webhook.descripcion ? (
                          <Text size="xs" c="dimmed">
                            {webhook.descripcion}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{fechaHora(webhook.creadoEn)}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {webhook.pendientes > 0 && (
                            <Badge color="yellow" variant="light">{`${webhook.pendientes} pendientes`}</Badge>
                          )}
                          {webhook.fallidas > 0 && (
                            <Badge color="red" variant="light">{`${webhook.fallidas} fallidas`}</Badge>
                          )}
                          {webhook.revocadoEn && (
                            <Badge color="gray" variant="light">
                              Revocado
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <Button
                            variant="subtle"
                            size="xs"
                            onClick={() => setAbierto(abierto === webhook.id ? null : webhook.id)}
                          >
                            {abierto === webhook.id ? 'Ocultar entregas' : 'Ver entregas'}
                          </Button>
                          {!webhook.revocadoEn && (
                            <Button
                              variant="subtle"
                              size="xs"
                              loading={probar.isPending && probar.variables === webhook.id}
                              onClick={() => enviarPrueba(webhook)}
                              aria-label={`Enviar evento de prueba a ${webhook.url}`}
                            >
                              Enviar evento de prueba
                            </Button>
                          )}
                          {!webhook.revocadoEn && (
                            <Button
                              variant="subtle"
                              color="red"
                              size="xs"
                              onClick={() => setPorRevocar(webhook)}
                              aria-label={`Revocar el webhook ${webhook.url}`}
                            >
                              Revocar
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                    {abierto === webhook.id && (
                      <Table.Tr>
                        <Table.Td colSpan={4}>
                          <EntregasWebhook idWebhook={webhook.id} revocado={webhook.revocadoEn !== null} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>

      <Modal
        opened={porRevocar !== null}
        onClose={() => setPorRevocar(null)}
        title="¿Revocar el webhook?"
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {`${porRevocar?.url ?? ''} dejará de recibir eventos de inmediato y sus entregas pendientes se cancelarán. Esta acción no se puede deshacer.`}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setPorRevocar(null)}>
              Cancelar
            </Button>
            <Button color="red" onClick={confirmarRevocar} loading={revocar.isPending}>
              Revocar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
