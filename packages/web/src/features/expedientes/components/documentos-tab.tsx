/** 'Documentos' tab of the case detail (seed 000 §2): Todas, Rama, Samai, Unificada, Tyba; 20 at a time. */
import { fuenteById } from '@expediente/domain';
import type { DocumentoFuente } from '@expediente/domain/contrato/fuentes';
import { Alert, Badge, Center, Group, Loader, Paper, Stack, Tabs, Text, UnstyledButton } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { fechaCorta } from '../../../lib/dates.ts';
import { VerMas } from '../../../ui/ver-mas.tsx';
import { DocumentViewer } from '../../fuentes/index.ts';
import {
  DOCUMENTOS_FUENTES,
  type DocumentosDeFuente,
  useDocumentosFuente,
} from '../api/use-documentos-fuente.ts';
import { cortarTexto } from './reglas-tarjeta.ts';
import { SOURCE_COLORS } from './source-chip.tsx';

const PAGE_SIZE = 20;

interface Fila {
  fuente: number;
  documento: DocumentoFuente;
}

function DocumentosList({ filas, onAbrir }: { filas: Fila[]; onAbrir: (fila: Fila) => void }) {
  const [visibles, setVisibles] = useState(PAGE_SIZE);
  if (filas.length === 0) {
    return (
      <Text c="dimmed" py="md" data-testid="documentos-vacio">
        No hay documentos disponibles para este proceso.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {filas.slice(0, visibles).map((fila) => (
        <Paper
          key={`${fila.fuente}-${fila.documento.id}`}
          withBorder
          radius="md"
          p="sm"
          data-testid="documento-fuente"
        >
          <UnstyledButton onClick={() => onAbrir(fila)} w="100%" title={fila.documento.nombreDocumento}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                {/* The code and icon keep their size and a file name without spaces breaks: on a
                    phone the name squeezed the code to a dot and ran over the date. */}
                <Badge size="sm" color={SOURCE_COLORS[fila.fuente] ?? 'gray'} style={{ flexShrink: 0 }}>
                  {fuenteById(fila.fuente)?.codigo ?? '?'}
                </Badge>
                <IconFileText size={16} style={{ flexShrink: 0 }} />
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {cortarTexto(fila.documento.nombreDocumento)}
                  </Text>
                  {fila.documento.descripcion ? (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {fila.documento.descripcion}
                    </Text>
                  ) : null}
                </div>
              </Group>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {fechaCorta(fila.documento.fecha)}
              </Text>
            </Group>
          </UnstyledButton>
        </Paper>
      ))}
      <VerMas hayMas={visibles < filas.length} onVerMas={() => setVisibles((count) => count + PAGE_SIZE)} />
    </Stack>
  );
}

function filasDe(grupo: DocumentosDeFuente): Fila[] {
  return grupo.documentos.map((documento) => ({ fuente: grupo.fuente, documento }));
}

/** `fuentes`: the case's sources; only those are asked, the other tabs read 0 without a call. */
export function DocumentosTab({ idExpediente, fuentes }: { idExpediente: number; fuentes: number[] }) {
  const consultadas = DOCUMENTOS_FUENTES.filter((fuente) => fuentes.includes(fuente));
  const documentos = useDocumentosFuente(idExpediente, consultadas);
  const isPending = documentos.isPending;
  const porFuente = DOCUMENTOS_FUENTES.map(
    (fuente): DocumentosDeFuente =>
      documentos.porFuente.find((grupo) => grupo.fuente === fuente) ?? {
        fuente,
        documentos: [],
        isError: false,
      },
  );
  const [abierto, setAbierto] = useState<Fila | null>(null);
  if (isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Cargando" />
      </Center>
    );
  }
  const todas = porFuente
    .flatMap(filasDe)
    .sort((a, b) => (b.documento.fecha ?? '').localeCompare(a.documento.fecha ?? ''));
  const conError = porFuente.filter((grupo) => grupo.isError);
  return (
    <>
      {conError.length > 0 ? (
        <Alert color="yellow" variant="light" mb="sm">
          {`No fue posible consultar los documentos de: ${conError
            .map((grupo) => fuenteById(grupo.fuente)?.nombre ?? 'Fuente desconocida')
            .join(', ')}. Inténtalo de nuevo más tarde.`}
        </Alert>
      ) : null}
      <Tabs defaultValue="todas" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="todas">{`Todas (${todas.length})`}</Tabs.Tab>
          {porFuente.map((grupo) => (
            <Tabs.Tab key={grupo.fuente} value={String(grupo.fuente)}>
              {`${fuenteById(grupo.fuente)?.nombre ?? 'Fuente desconocida'} (${grupo.documentos.length})`}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="todas" pt="sm">
          <DocumentosList filas={todas} onAbrir={setAbierto} />
        </Tabs.Panel>
        {porFuente.map((grupo) => (
          <Tabs.Panel key={grupo.fuente} value={String(grupo.fuente)} pt="sm">
            <DocumentosList filas={filasDe(grupo)} onAbrir={setAbierto} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <DocumentViewer
        opened={abierto !== null}
        onClose={() => setAbierto(null)}
        idDocumento={abierto ? abierto.documento.id : null}
        fuente={abierto?.fuente}
        titulo={abierto?.documento.nombreDocumento}
      />
    </>
  );
}
