/**
 * Last-screenshot picker by month (seed 000 §2 case detail): choose a month, then a source's last
 * consultation of that month opens in the screenshot viewer.
 */
import { fuenteById, MESES } from '@expediente/domain';
import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { fechaCorta } from '../../../lib/dates.ts';
import { usePantallazos } from '../api/pantallazos-api.ts';
import { PantallazoViewer } from './pantallazo-viewer.tsx';

export interface PantallazoPickerProps {
  idExpediente: number;
}

function mesLabel(mes: string): string {
  const [anio, numero] = mes.split('-');
  const nombre = MESES[Number(numero) - 1];
  return `${nombre.charAt(0).toUpperCase()}${nombre.slice(1)} de ${anio}`;
}

export function PantallazoPicker({ idExpediente }: PantallazoPickerProps) {
  const { data, isPending } = usePantallazos(idExpediente);
  const [mesElegido, setMes] = useState<string | null>(null);
  const [abierto, setAbierto] = useState<number | null>(null);
  if (isPending) return null;
  const meses = data?.meses ?? [];
  const mes = mesElegido ?? meses[0] ?? null;
  const delMes = (data?.pantallazos ?? []).filter((pantallazo) => pantallazo.mes === mes);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="pantallazo-picker">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Text fw={600} size="sm">
            Último pantallazo
          </Text>
          {meses.length > 0 ? (
            <Select
              aria-label="Mes del pantallazo"
              size="xs"
              w={200}
              allowDeselect={false}
              data={meses.map((value) => ({ value, label: mesLabel(value) }))}
              value={mes}
              onChange={setMes}
            />
          ) : null}
        </Group>
        {delMes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No hay pantallazo disponible
          </Text>
        ) : (
          <Group gap="xs">
            {delMes.map((pantallazo) => (
              <Button
                key={pantallazo.idConsulta}
                size="compact-sm"
                variant="light"
                onClick={() => setAbierto(pantallazo.idConsulta)}
              >
                {fuenteById(pantallazo.tipoFuente)?.nombre} · {fechaCorta(pantallazo.fecha)}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
      <PantallazoViewer idConsulta={abierto} onClose={() => setAbierto(null)} />
    </Paper>
  );
}
