/**
 * /admin/UsuariosAsociados: the account holder invites colleagues who review the account's changes
 * (seed 001 §1, seed 002 §1, §6), sees them and removes them.
 */
import { MESSAGES, TOASTS_CONTROL_CAMBIOS } from '@expediente/domain';
import type { UsuarioAsociado } from '@expediente/domain/contrato/control-cambios';
import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { validarDestinatario } from '../../control-cambios/index.ts';
import {
  useEliminarUsuario,
  useInvitarUsuario,
  useUsuariosAsociados,
} from '../api/usuarios-asociados-api.ts';

export function UsuariosAsociadosPage() {
  const usuarios = useUsuariosAsociados();
  const invitar = useInvitarUsuario();
  const eliminar = useEliminarUsuario();
  const [nombre, setNombre] = useState('');
  const [email, setEmail] = useState('');
  const [aEliminar, setAEliminar] = useState<UsuarioAsociado | null>(null);
  useEffect(() => {
    if (usuarios.isError) {
      const aviso = TOASTS_CONTROL_CAMBIOS.usuariosAsociadosError;
      toast.error(aviso.message, { title: aviso.title, autoClose: aviso.duration });
    }
  }, [usuarios.isError]);
  const invalido = validarDestinatario({ email, nombre, esNuevo: true });

  const enviar = () => {
    if (invalido) {
      toast.warning(invalido, {
        title: TOASTS_CONTROL_CAMBIOS.seleccionaUsuario.title,
        autoClose: TOASTS_CONTROL_CAMBIOS.seleccionaUsuario.duration,
      });
      return;
    }
    invitar.mutate(
      { email: email.trim().toLowerCase(), nombre: nombre.trim() },
      {
        onSuccess: (usuario) => {
          toast.success(`Enviamos la invitación a ${usuario.email}.`, { title: 'Éxito' });
          setNombre('');
          setEmail('');
        },
        onError: (error) =>
          toast.error(error.message || MESSAGES.ErrorGuardarUsuarioInvitado, { title: 'Error' }),
      },
    );
  };

  const lista = usuarios.data ?? [];
  return (
    <Stack gap="md">
      <Title order={2}>Usuarios asociados</Title>
      <Text c="dimmed">
        Tus colegas asociados revisan los cambios de tus procesos dentro de tu cuenta. No se facturan aparte.
      </Text>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Nombre"
            value={nombre}
            onChange={(event) => setNombre(event.currentTarget.value)}
            w={240}
          />
          <TextInput
            label="Correo electrónico"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            w={280}
          />
          <Button
            leftSection={<IconUserPlus size={16} />}
            onClick={enviar}
            loading={invitar.isPending}
            disabled={invalido !== null}
          >
            Enviar invitación
          </Button>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md">
        {lista.length === 0 && !usuarios.isPending ? (
          <Text c="dimmed">No tienes usuarios asociados: envía una invitación a tu colega…</Text>
        ) : (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nombre</Table.Th>
                <Table.Th>Correo</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lista.map((usuario) => (
                <Table.Tr key={usuario.id} data-testid="usuario-asociado">
                  <Table.Td>
                    <Group gap={6}>
                      {usuario.nombre || '—'}
                      {usuario.esCoordinador ? <Badge size="sm">Coordinador</Badge> : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{usuario.email}</Table.Td>
                  <Table.Td>
                    <Badge color={usuario.estado === 'activo' ? 'green' : 'yellow'} variant="light">
                      {usuario.estado === 'activo' ? 'Activo' : 'Invitación enviada'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      color="red"
                      variant="subtle"
                      leftSection={<IconTrash size={14} />}
                      onClick={() => setAEliminar(usuario)}
                    >
                      Quitar
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <Modal
        opened={aEliminar !== null}
        onClose={() => setAEliminar(null)}
        title="Quitar usuario asociado"
        centered
      >
        <Text>
          {aEliminar?.nombre || aEliminar?.email} dejará de tener acceso a tus procesos y controles de
          cambios.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAEliminar(null)}>
            Cancelar
          </Button>
          <Button
            color="red"
            loading={eliminar.isPending}
            onClick={() =>
              aEliminar &&
              eliminar.mutate(aEliminar.id, {
                onSuccess: () => {
                  toast.success('Usuario asociado eliminado.', { title: 'Éxito' });
                  setAEliminar(null);
                },
                onError: (error) => toast.error(error.message, { title: 'Error' }),
              })
            }
          >
            Quitar
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
