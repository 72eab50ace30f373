/** 'Notificaciones de estados' tab: documents where the case was found (seed 000 §2, §3). */
import { fuenteById } from '@expediente/domain';
import type { DocumentoCoincidencias } from '@expediente/domain/contrato/fuentes';
import { Anchor, Badge, Center, Group, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { fechaCorta } from '../../../lib/dates.ts';
import { VerMas } from '../../../ui/ver-mas.tsx';
import { useDocumentosConCoincidencias } from '../api/use-expediente-detalle.ts';
import { SOURCE_COLORS } from './source-chip.tsx';

const PAGE_SIZE = 20;
/** Publicaciones procesales, SIUGJ and Estados electronicos, in the seed's order. */
const FUENTES_NOTIFICACIONES = [6, 5, 3] as const;

function DocumentoItem({ documento }: { documento: DocumentoCoincidencias }) {
  const fuente = fuenteById(documento.tipoFuente);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="documento-coincidencias">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Badge size="sm" color={SOURCE_COLORS[documento.tipoFuente] ?? 'gray'}>
              {fuente?.codigo ?? '?'}
            </Badge>
            {documento.linkAlDocumento ? (
              <Anchor href={documento.linkAlDocumento} target="_blank" rel="noopener noreferrer" fw={600}>
                {documento.nombreDocumento}
              </Anchor>
            ) : (
              <Text fw={600}>{documento.nombreDocumento}</Text>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {fechaCorta(documento.fecha)}
          </Text>
        </Group>
        {documento.seccion ? (
          <Text size="xs" c="dimmed">
            {documento.seccion}
          </Text>
        ) : null}
        {documento.coincidenciasDelDocumento.map((coincidencia, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: matches are listed as the server sends them.
          <Stack key={index} gap={2} pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
            <Group gap="md">
              <Text size="xs">{`Página ${coincidencia.pagina ?? '---'}`}</Text>
              {coincidencia.certeza !== null ? (
                <Text size="xs">{`Certeza ${Math.round(coincidencia.certeza)}%`}</Text>
              ) : null}
              {coincidencia.resumenEncontrado ? (
                <Text size="xs" fw={600}>
                  {coincidencia.resumenEncontrado}
                </Text>
              ) : null}
            </Group>
            {coincidencia.extracto ? (
              <Text size="sm" fs="italic">
                {coincidencia.extracto}
              </Text>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

function DocumentosList({ documentos }: { documentos: DocumentoCoincidencias[] }) {
  const [visibles, setVisibles] = useState(PAGE_SIZE);
  if (documentos.length === 0) {
    return (
      <Text c="dimmed" py="md">
        Sin coincidencias
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {documentos.slice(0, visibles).map((documento) => (
        <DocumentoItem key={`${documento.tipoFuente}-${documento.id}`} documento={documento} />
      ))}
      <VerMas
        hayMas={visibles < documentos.length}
        onVerMas={() => setVisibles((count) => count + PAGE_SIZE)}
      />
    </Stack>
  );
}

export function NotificacionesTab({ idExpediente }: { idExpediente: number }) {
  const { data, isPending, isError } = useDocumentosConCoincidencias(idExpediente);
  if (isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Cargando" />
      </Center>
    );
  }
  const documentos = isError ? [] : data.documentosDondeSeEncuentra;
  return (
    <Tabs defaultValue="todas" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="todas">{`Todas (${documentos.length})`}</Tabs.Tab>
        {FUENTES_NOTIFICACIONES.map((id) => (
          <Tabs.Tab key={id} value={String(id)}>
            {fuenteById(id)?.nombre}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="todas" pt="sm">
        <DocumentosList documentos={documentos} />
      </Tabs.Panel>
      {FUENTES_NOTIFICACIONES.map((id) => (
        <Tabs.Panel key={id} value={String(id)} pt="sm">
          <DocumentosList documentos={documentos.filter((documento) => documento.tipoFuente === id)} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
