/** The referral table (seed 002 §3 'Referred user'; §4: 'Nuevo', 'En prueba', the others green). */
import type { EstadoReferido } from '@expediente/domain';
import type { UsuarioReferido } from '@expediente/domain/contrato/referidos';
import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { formatearCop } from '../../facturacion/index.ts';

const COLOR_ESTADO: Record<EstadoReferido, string> = {
  Nuevo: 'blue',
  'En prueba': 'yellow',
  Activo: 'green',
  Inactivo: 'green',
};

export function TablaReferidos({ referidos, cargando }: { referidos: UsuarioReferido[]; cargando: boolean }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        Tus referidos
      </Title>
      {referidos.length === 0 && !cargando ? (
        <Text c="dimmed">Aún no has invitado a ningún colega.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-label="Tus referidos">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nombre</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Invitación enviada</Table.Th>
                <Table.Th>Cuenta creada</Table.Th>
                <Table.Th>Descuento</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {referidos.map((referido) => (
                <Table.Tr key={referido.id} data-testid="usuario-referido">
                  <Table.Td>
                    <Text size="sm">{referido.nombre}</Text>
                    <Text size="xs" c="dimmed">
                      {referido.correoReferido}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={COLOR_ESTADO[referido.estado]} variant="light">
                      {referido.estado}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{referido.fechaEnvioInvitacion}</Table.Td>
                  <Table.Td>{referido.fechaCreacion ?? '—'}</Table.Td>
                  <Table.Td>{formatearCop(referido.importeDescontado)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
