/**
 * The matches of a publication source (EE, SIUGJ, PP) in its viewer: the autos first (the first
 * 5), then each document with its matches; SIUGJ and PP show the certainty (seed 000 §2).
 */

import type { DocumentoCoincidencias } from '@expediente/domain/contrato/fuentes';
import { Anchor, Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { fechaCorta } from '../../../lib/dates.ts';

const AUTOS_VISIBLES = 5;
const showsCerteza = (tipoFuente: number) => tipoFuente === 5 || tipoFuente === 6;

export function CoincidenciasList({
  tipoFuente,
  documentos,
}: {
  tipoFuente: number;
  documentos: DocumentoCoincidencias[];
}) {
  const total = documentos.reduce((sum, documento) => sum + documento.coincidenciasDelDocumento.length, 0);
  if (total < 1) {
    return (
      <Text size="sm" c="dimmed" data-testid="sin-coincidencias">
        El proceso aún no ha sido encontrado en un listado publicado por el juzgado.
      </Text>
    );
  }
  const autos = documentos.filter((documento) => documento.esAuto).slice(0, AUTOS_VISIBLES);
  return (
    <Stack gap="sm">
      {autos.length > 0 ? (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            Autos
          </Text>
          <List size="sm" spacing={2}>
            {autos.map((auto) => (
              <List.Item key={auto.id}>
                {auto.linkAlDocumento ? (
                  <Anchor href={auto.linkAlDocumento} target="_blank" rel="noopener noreferrer">
                    {auto.nombreDocumento}
                  </Anchor>
                ) : (
                  auto.nombreDocumento
                )}{' '}
                <Text span size="xs" c="dimmed">
                  {fechaCorta(auto.fecha)}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      {documentos.map((documento) => (
        <Paper key={documento.id} withBorder p="xs" radius="sm" data-testid="documento-coincidencias">
          <Stack gap={4}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} size="sm">
                {documento.nombreDocumento}
              </Text>
              <Text size="xs" c="dimmed">
                {fechaCorta(documento.fecha)}
                {documento.seccion ? ` · ${documento.seccion}` : ''}
              </Text>
            </Group>
            {documento.coincidenciasDelDocumento.map((coincidencia) => (
              <Stack
                key={coincidencia.id}
                gap={2}
                pl="xs"
                style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}
              >
                <Text size="sm">“{coincidencia.extracto}”</Text>
                <Group gap="xs">
                  <Text size="xs" c="dimmed">
                    Página {coincidencia.pagina}
                  </Text>
                  {showsCerteza(tipoFuente) ? (
                    <Badge size="xs" variant="light" color={coincidencia.certeza >= 80 ? 'green' : 'yellow'}>
                      Certeza {coincidencia.certeza}%
                    </Badge>
                  ) : null}
                </Group>
              </Stack>
            ))}
            {documento.linkAlDocumento ? (
              <Anchor href={documento.linkAlDocumento} target="_blank" rel="noopener noreferrer" size="xs">
                Ver documento
              </Anchor>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
