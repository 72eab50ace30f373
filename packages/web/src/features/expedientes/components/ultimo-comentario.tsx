/** The 'Ultimo comentario' box (seed 000 §2): shown disabled and marked as coming soon. */
import { Badge, Group, Textarea } from '@mantine/core';

export function UltimoComentario() {
  return (
    <Textarea
      size="xs"
      disabled
      autosize
      minRows={1}
      maxRows={2}
      label={
        <Group gap={6} component="span">
          Ultimo comentario
          <Badge size="xs" variant="light" color="gray" component="span">
            Próximamente
          </Badge>
        </Group>
      }
      placeholder="Los comentarios del proceso estarán disponibles muy pronto."
    />
  );
}
