/** The table of the seven plans priced for the typed cases and sources (seed 002 §2, §9). */
import { Table } from '@mantine/core';
import type { FilaTabla } from '../simulador.ts';

export function TablaPlanes({ filas }: { filas: FilaTabla[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover withTableBorder aria-label="Planes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Plan</Table.Th>
            <Table.Th ta="right">Consultas al mes</Table.Th>
            <Table.Th ta="right">Precio por consulta</Table.Th>
            <Table.Th ta="right">Descuento por volumen</Table.Th>
            <Table.Th ta="right">Valor mensual</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {filas.map((fila) => (
            <Table.Tr key={fila.nombre}>
              <Table.Td fw={600}>{fila.nombre}</Table.Td>
              <Table.Td ta="right">{fila.consultasPorMes}</Table.Td>
              <Table.Td ta="right">{fila.precioPorConsulta}</Table.Td>
              <Table.Td ta="right">{fila.descuento}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {fila.valorMensual}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
