/**
 * /admin/comunicaciones-producto: an administrator publishes the product communication every
 * user sees once (seed 002 §3; the screen is ours, the seed shows only the user's side). The
 * rules and messages are the server's (domain/cuenta/comunicaciones.ts); a non-administrator
 * gets the server's 403 message instead of the form.
 */
import {
  formatearInstante,
  MENSAJES_COMUNICACION,
  NOMBRES_TIPO_COMUNICACION,
  TIPOS_COMUNICACION_PRODUCTO,
  type TipoComunicacionProducto,
  validarComunicacion,
} from '@expediente/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useComunicacionesPublicadas,
  usePublicarComunicacion,
  useRetirarComunicacion,
} from '../api/onboarding-api.ts';

const TIPOS = Object.values(TIPOS_COMUNICACION_PRODUCTO).map((tipo) => ({
  value: String(tipo),
  label: NOMBRES_TIPO_COMUNICACION[tipo],
}));

function PublicarForm() {
  const [tipo, setTipo] = useState<TipoComunicacionProducto>(TIPOS_COMUNICACION_PRODUCTO.html);
  const [titulo, setTitulo] = useState('');
  const [contenidoHtml, setContenidoHtml] = useState('');
  const [url, setUrl] = useState('');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const publicar = usePublicarComunicacion();
  const esHtml = tipo === TIPOS_COMUNICACION_PRODUCTO.html;

  const enviar = () => {
    const entrada = { tipo, titulo, contenidoHtml, url: esHtml ? null : url };
    const campos = validarComunicacion(entrada);
    setErrores(campos);
    if (Object.keys(campos).length > 0) return;
    publicar.mutate(entrada, {
      onSuccess: () => {
        toast.success('La comunicación quedó publicada para todos los usuarios.', { title: 'Publicada' });
        setTitulo('');
        setContenidoHtml('');
        setUrl('');
      },
      onError: (error) =>
        toast.error(error instanceof ApiError ? error.message : MENSAJES_COMUNICACION.invalida),
    });
  };

  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3}>Publicar una comunicación</Title>
        <Text size="sm" c="dimmed">
          Al publicarla reemplaza a la comunicación activa. Cada usuario la ve una vez, tras sus guías.
        </Text>
        <SegmentedControl
          data={TIPOS}
          value={String(tipo)}
          onChange={(valor) => setTipo(Number(valor) as TipoComunicacionProducto)}
          aria-label="Tipo de comunicación"
        />
        <TextInput
          label="Título"
          value={titulo}
          onChange={(e) => setTitulo(e.currentTarget.value)}
          error={errores.titulo}
        />
        <Textarea
          label={esHtml ? 'Mensaje (HTML)' : 'Descripción (HTML, opcional)'}
          description="Se permiten párrafos, negritas, listas, enlaces e imágenes https; lo demás se elimina."
          autosize
          minRows={4}
          value={contenidoHtml}
          onChange={(e) => setContenidoHtml(e.currentTarget.value)}
          error={errores.contenidoHtml}
        />
        {esHtml ? null : (
          <TextInput
            label={
              tipo === TIPOS_COMUNICACION_PRODUCTO.video ? 'Dirección del video' : 'Dirección de la encuesta'
            }
            placeholder="https://"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            error={errores.url}
          />
        )}
        <Button onClick={enviar} loading={publicar.isPending} style={{ alignSelf: 'flex-start' }}>
          Publicar
        </Button>
      </Stack>
    </Card>
  );
}

function Publicadas() {
  const lista = useComunicacionesPublicadas();
  const retirar = useRetirarComunicacion();
  if (!lista.data) return null;
  if (lista.data.length === 0) return <Text c="dimmed">Aún no hay comunicaciones publicadas.</Text>;
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Título</Table.Th>
          <Table.Th>Tipo</Table.Th>
          <Table.Th>Publicada</Table.Th>
          <Table.Th>Vistas</Table.Th>
          <Table.Th>Estado</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lista.data.map((comunicacion) => (
          <Table.Tr key={comunicacion.id}>
            <Table.Td>{comunicacion.titulo}</Table.Td>
            <Table.Td>
              {NOMBRES_TIPO_COMUNICACION[comunicacion.tipo as TipoComunicacionProducto] ?? comunicacion.tipo}
            </Table.Td>
            <Table.Td>{formatearInstante(new Date(comunicacion.publicadaEn))}</Table.Td>
            <Table.Td>{comunicacion.vistas}</Table.Td>
            <Table.Td>
              {comunicacion.activa ? (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  loading={retirar.isPending && retirar.variables === comunicacion.id}
                  onClick={() => retirar.mutate(comunicacion.id)}
                >
                  Retirar
                </Button>
              ) : (
                <Badge color="gray">Retirada</Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function ComunicacionesProductoPage() {
  const lista = useComunicacionesPublicadas();
  if (lista.isPending) return <Loader aria-label="Cargando" />;
  if (lista.error)
    return (
      <Alert color="red" title="Comunicaciones del producto">
        {lista.error instanceof ApiError ? lista.error.message : MENSAJES_COMUNICACION.soloAdministrador}
      </Alert>
    );
  return (
    <Stack gap="lg">
      <Title order={2}>Comunicaciones del producto</Title>
      <PublicarForm />
      <Publicadas />
    </Stack>
  );
}
