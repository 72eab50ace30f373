/**
 * Last-document block of the case card (seed 000 §2): name cut at 50 characters, source and date;
 * a click opens the document viewer. The server fills it only for accounts with the feature.
 */
import { fuenteById } from '@expediente/domain';
import type { Expediente } from '@expediente/domain/contrato/expedientes';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { DocumentViewer } from '../../fuentes/index.ts';
import { cortarTexto } from './reglas-tarjeta.ts';

export function UltimoDocumento({ expediente }: { expediente: Expediente }) {
  const [abierto, setAbierto] = useState(false);
  const { idUltimoDocumento, nombreUltimoDocumento } = expediente;
  if (idUltimoDocumento === null || idUltimoDocumento === undefined || !nombreUltimoDocumento) return null;
  const fuente =
    expediente.fuenteUltimoDocumento === null || expediente.fuenteUltimoDocumento === undefined
      ? undefined
      : fuenteById(expediente.fuenteUltimoDocumento);
  return (
    <>
      <UnstyledButton
        onClick={() => setAbierto(true)}
        data-testid="ultimo-documento"
        title={nombreUltimoDocumento}
        p={6}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Group gap="xs" wrap="nowrap">
          <IconFileText size={18} color="var(--mantine-color-blue-6)" />
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" fw={600}>
              Último documento
            </Text>
            <Text size="sm" c="blue.8">
              {cortarTexto(nombreUltimoDocumento)}
            </Text>
            <Text size="xs" c="dimmed">
              {`${fuente?.nombre ?? 'Fuente desconocida'} · ${expediente.fechaUltimoDocumento ?? '---'}`}
            </Text>
          </div>
        </Group>
      </UnstyledButton>
      <DocumentViewer
        opened={abierto}
        onClose={() => setAbierto(false)}
        idDocumento={idUltimoDocumento}
        titulo={nombreUltimoDocumento}
      />
    </>
  );
}
