/** A stacked proportion bar with its legend: each part's count and whole percentage (seed 002 §2). */
import { Box, Group, Progress, Stack, Text } from '@mantine/core';
import { porcentajesEnteros } from '../porcentajes.ts';
import type { ParteSlide } from '../slides.ts';

export function BarraProporcion({ partes }: { partes: ParteSlide[] }) {
  const porcentajes = porcentajesEnteros(partes.map((parte) => parte.cantidad));
  const conValor = partes.some((parte) => parte.cantidad > 0);
  return (
    <Stack gap="sm">
      <Progress.Root size={28} radius="md" aria-hidden>
        {conValor &&
          partes.map((parte, indice) =>
            parte.cantidad > 0 ? (
              <Progress.Section key={parte.etiqueta} value={porcentajes[indice]} color={parte.color}>
                <Progress.Label>{porcentajes[indice]}%</Progress.Label>
              </Progress.Section>
            ) : null,
          )}
      </Progress.Root>
      {partes.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nada que mostrar en este resumen.
        </Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {partes.map((parte, indice) => (
            <Group key={parte.etiqueta} component="li" gap="xs" wrap="nowrap" data-testid="leyenda-parte">
              <Box w={12} h={12} bg={parte.color} style={{ borderRadius: 3, flexShrink: 0 }} />
              <Text size="sm" flex={1}>
                {parte.etiqueta}
              </Text>
              <Text size="sm" fw={700}>
                {parte.cantidad.toLocaleString('es-CO')}
              </Text>
              <Text size="sm" c="dimmed" w={48} ta="right">
                {porcentajes[indice]}%
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
