/** The textarea's errors under the seed's three headings, each line with its number. */
import { Alert, List, ScrollArea, Stack, Text } from '@mantine/core';
import type { LineaConError, ValidacionRadicados } from '../model/radicados-validation.ts';

function Grupo({ titulo, lineas }: { titulo: string; lineas: LineaConError[] }) {
  if (lineas.length === 0) return null;
  return (
    <Stack gap={4} aria-label={titulo}>
      <Text size="sm" fw={600}>
        {titulo} ({lineas.length})
      </Text>
      <ScrollArea.Autosize mah={120}>
        <List size="sm" spacing={2}>
          {lineas.map(({ linea, valor }) => (
            <List.Item key={linea}>
              Línea {linea}:{' '}
              <Text span ff="monospace" size="sm">
                {valor}
              </Text>
            </List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
    </Stack>
  );
}

export function ValidacionRadicadosAlert({ validacion }: { validacion: ValidacionRadicados }) {
  if (!validacion.hasErrors) return null;
  return (
    <Alert color="red" variant="light" title="Revisa los radicados antes de enviar">
      <Stack gap="sm">
        <Grupo titulo="Radicados repetidos" lineas={validacion.repetidos} />
        <Grupo titulo="Radicados que tienen letra" lineas={validacion.conLetra} />
        <Grupo titulo="Radicados con formato incorrecto" lineas={validacion.formatoIncorrecto} />
      </Stack>
    </Alert>
  );
}
