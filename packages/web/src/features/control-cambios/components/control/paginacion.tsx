/** 'Pagina X de Y' with Anterior and Siguiente (seed 001 §2); hidden with one page or fewer. */
import { Button, Group, Text } from '@mantine/core';

export function Paginacion({
  pagina,
  totalPaginas,
  onChange,
}: {
  pagina: number;
  totalPaginas: number;
  onChange: (pagina: number) => void;
}) {
  if (totalPaginas <= 1) return null;
  return (
    <Group justify="flex-end" mt="sm" gap="xs">
      <Button size="xs" variant="default" disabled={pagina <= 1} onClick={() => onChange(pagina - 1)}>
        Anterior
      </Button>
      <Text size="sm">
        Página {pagina} de {totalPaginas}
      </Text>
      <Button
        size="xs"
        variant="default"
        disabled={pagina >= totalPaginas}
        onClick={() => onChange(pagina + 1)}
      >
        Siguiente
      </Button>
    </Group>
  );
}
