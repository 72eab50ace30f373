/** 'Cargar desde archivo': an .xlsx or .csv of radicados fills the textarea (server reads it). */

import type { RadicadosDelArchivo } from '@expediente/domain/contrato/registro';
import { Button, FileButton } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { uploadRadicadosFile } from '../api/carga-api.ts';

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

export function ArchivoRadicadosButton({ onRead }: { onRead: (answer: RadicadosDelArchivo) => void }) {
  const [isReading, setReading] = useState(false);
  // Cleared after each read so choosing the same file again (after fixing it) reads it again.
  const resetRef = useRef<() => void>(null);

  async function read(file: File | null) {
    if (!file) return;
    setReading(true);
    try {
      onRead(await uploadRadicadosFile(file));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'No pudimos leer el archivo.';
      toast.error(message, { title: 'No se pudo cargar el archivo', autoClose: 7000 });
    } finally {
      setReading(false);
      resetRef.current?.();
    }
  }

  return (
    <FileButton onChange={(file) => void read(file)} accept={ACCEPT} resetRef={resetRef}>
      {(props) => (
        <Button
          {...props}
          variant="light"
          loading={isReading}
          leftSection={<IconFileSpreadsheet size={16} />}
        >
          Cargar desde archivo (.xlsx o .csv)
        </Button>
      )}
    </FileButton>
  );
}
