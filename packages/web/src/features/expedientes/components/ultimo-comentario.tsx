/** The 'Último comentario' box (seed 000 §2): shown disabled and marked as coming soon. */
import { Badge, Group, Textarea } from '@mantine/core';

export function UltimoComentario() {
  return (
    <Textarea
      size="xs"
      disabled
      // A fixed height: autosize measures each box with a forced layout, and the list renders 20.
      rows={1}
      label={
        <Group gap={6} component="span">
          Último comentario
          <Badge size="xs" variant="light" color="gray" component="span">
            Próximamente
          </Badge>
        </Group>
      }
      placeholder="Los comentarios del proceso estarán disponibles muy pronto."
    />
  );
}
