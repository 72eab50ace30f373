/**
 * 'Claves de API' (decision 0012): the account holder creates a named key with its scopes, sees
 * it once (the server keeps only its hash) with a copy button, lists the keys by prefix and
 * revokes them after a confirmation. Self-contained, for the profile page.
 */
import { formatearFechaHora } from '@expediente/domain';
import type {
  AlcanceClaveApi,
  ClaveApi,
  ClaveCreada,
  CrearClaveBody,
} from '@expediente/domain/contrato/api-publica';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
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
import { useState } from 'react';
import { apiRequest } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { SecretoUnaVez } from '../../ui/secreto-una-vez.tsx';

const clavesKey = ['api-publica', 'claves'] as const;

const ALCANCES: { valor: AlcanceClaveApi; etiqueta: string; detalle: string }[] = [
  { valor: 'lectura', etiqueta: 'Lectura', detalle: 'consultar procesos y cambios' },
  { valor: 'registro', etiqueta: 'Registro', detalle: 'registrar procesos' },
];

function formatear(iso: string | null): string {
  return iso ? formatearFechaHora(new Date(iso)) : '—';
}

export function ClavesApiCard() {
  const queryClient = useQueryClient();
  const claves = useQuery({
    queryKey: clavesKey,
    queryFn: ({ signal }) => apiRequest<ClaveApi[]>('/ClavesApi', { signal }),
    retry: false,
  });
  const crear = useMutation({
    mutationFn: (datos: CrearClaveBody) =>
      apiRequest<ClaveCreada>('/ClavesApi', { method: 'POST', body: datos }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesKey }),
  });
  const revocar = useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/ClavesApi/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesKey }),
  });

  const [nombre, setNombre] = useState('');
  const [alcances, setAlcances] = useState<AlcanceClaveApi[]>(['lectura']);
  const [creada, setCreada] = useState<ClaveCreada | null>(null);
  const [porRevocar, setPorRevocar] = useState<ClaveApi | null>(null);

  const nombreValido = nombre.trim().length > 0 && nombre.trim().length <= 80;

  const generar = () =>
    crear.mutate(
      { nombre: nombre.trim(), alcances },
      {
        onSuccess: (respuesta) => {
          setCreada(respuesta);
          setNombre('');
        },
        onError: (error) => toast.error(error.message || 'No pudimos crear la clave de API.'),
      },
    );

  const confirmarRevocar = () => {
    if (!porRevocar) return;
    const revocada = porRevocar;
    revocar.mutate(revocada.id, {
      onSuccess: () => {
        setPorRevocar(null);
        if (creada?.id === revocada.id) setCreada(null);
        toast.success(`Clave «${revocada.nombre}» revocada: las llamadas que la usen serán rechazadas.`);
      },
      onError: (error) => toast.error(error.message || 'No pudimos revocar la clave.'),
    });
  };

  return (
    <Card withBorder radius="md" p="lg" data-testid="claves-api">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Claves de API
        </Title>
        <Text size="sm" c="dimmed">
          Para que los sistemas de tu firma consulten tus procesos y cambios, o registren procesos, en{' '}
          <Code>/api/v1</Code> (documentación en <Code>/api/docs</Code>). Envía la clave en la cabecera{' '}
          <Code>X-Api-Key</Code> o como <Code>Authorization: Bearer</Code>. Quien tenga la clave actúa sobre
          la cuenta: guárdala como una contraseña.
        </Text>

        {creada ? (
          <SecretoUnaVez
            aviso={`Copia ahora la clave «${creada.nombre}»: por seguridad no la volveremos a mostrar.`}
            valor={creada.clave}
            etiqueta="Clave de API"
            nombre="clave"
            textoListo="Ya la copié"
            onListo={() => setCreada(null)}
            testId="clave-creada"
          />
        ) : null}

        <Group align="flex-end" gap="md">
          <TextInput
            label="Nombre de la clave"
            placeholder="Ej.: ERP del bufete"
            value={nombre}
            maxLength={80}
            onChange={(event) => setNombre(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Checkbox.Group
            label="Permisos"
            value={alcances}
            onChange={(valores) => setAlcances(valores as AlcanceClaveApi[])}
          >
            <Group gap="md" mt={6}>
              {ALCANCES.map((alcance) => (
                <Checkbox
                  key={alcance.valor}
                  value={alcance.valor}
                  label={`${alcance.etiqueta} (${alcance.detalle})`}
                />
              ))}
            </Group>
          </Checkbox.Group>
          <Button
            onClick={generar}
            loading={crear.isPending}
            disabled={!nombreValido || alcances.length === 0}
            data-testid="crear-clave-api"
          >
            Crear clave
          </Button>
        </Group>

        {claves.isError ? (
          <Alert color="red" variant="light">
            No pudimos consultar las claves de API.
          </Alert>
        ) : null}
        {claves.data && claves.data.length === 0 ? <Text size="sm">Aún no tienes claves de API.</Text> : null}
        {claves.data && claves.data.length > 0 ? (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" data-testid="lista-claves-api">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nombre</Table.Th>
                  <Table.Th>Clave</Table.Th>
                  <Table.Th>Permisos</Table.Th>
                  <Table.Th>Creada</Table.Th>
                  <Table.Th>Último uso</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {claves.data.map((clave) => (
                  <Table.Tr key={clave.id} data-testid={`clave-api-${clave.id}`}>
                    <Table.Td>{clave.nombre}</Table.Td>
                    <Table.Td>
                      <Code>{clave.prefijo}_…</Code>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {clave.alcances.map((alcance) => (
                          <Badge key={alcance} variant="light" size="sm">
                            {alcance}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{formatear(clave.creadaEn)}</Table.Td>
                    <Table.Td>{formatear(clave.ultimoUso)}</Table.Td>
                    <Table.Td>
                      {clave.revocadaEn ? (
                        <Badge color="gray" variant="light">
                          Revocada
                        </Badge>
                      ) : (
                        <Button
                          variant="subtle"
                          color="red"
                          size="xs"
                          onClick={() => setPorRevocar(clave)}
                          aria-label={`Revocar la clave ${clave.nombre}`}
                        >
                          Revocar
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>

      <Modal
        opened={porRevocar !== null}
        onClose={() => setPorRevocar(null)}
        title="¿Revocar la clave de API?"
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {`Los sistemas que usan la clave «${porRevocar?.nombre ?? ''}» (${porRevocar?.prefijo ?? ''}_…) dejarán de tener acceso de inmediato. Esta acción no se puede deshacer.`}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setPorRevocar(null)}>
              Cancelar
            </Button>
            <Button
              color="red"
              onClick={confirmarRevocar}
              loading={revocar.isPending}
              data-testid="confirmar-revocar-clave"
            >
              Revocar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
