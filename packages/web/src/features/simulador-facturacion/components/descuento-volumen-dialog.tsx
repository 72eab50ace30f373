/** The volume-discount help dialog (seed 002 §2, bands of §9). */
import { BANDAS_DESCUENTO } from '@expediente/domain';
import { Modal, Table, Text } from '@mantine/core';

const ENTERO = new Intl.NumberFormat('es-CO', { useGrouping: 'always' });

function rango(desde: number, hasta: number | null): string {
  return hasta === null
    ? `${ENTERO.format(desde)} o más`
    : `${ENTERO.format(desde)} a ${ENTERO.format(hasta)}`;
}

export function DescuentoVolumenDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Descuento por volumen" centered>
      <Text size="sm" mb="sm">
        Entre más procesos vigilas, menor es el valor de cada uno. El descuento se aplica al valor mensual de
        todos tus procesos según el rango en que estés.
      </Text>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Número de procesos</Table.Th>
            <Table.Th ta="right">Descuento</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {BANDAS_DESCUENTO.map((banda) => (
            <Table.Tr key={banda.desde}>
              <Table.Td>{rango(banda.desde, banda.hasta)}</Table.Td>
              <Table.Td ta="right">{banda.porcentaje} %</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
