/** The last-change sentence and the source chips, shared by the case card and the case detail. */
import { fuenteById } from '@expediente/domain';
import { Group, Text } from '@mantine/core';
import type { Expediente } from '../api/types.ts';
import { SourceChip } from './source-chip.tsx';

export function ultimoCambioTexto(expediente: Expediente): string | null {
  if (!expediente.tieneCambioEnFuente || !expediente.fechaUltimoCambioFuenteStr) return null;
  const fuente =
    expediente.fuenteUltimoCambio === null ? undefined : fuenteById(expediente.fuenteUltimoCambio);
  let texto = `Encontrado el ${expediente.fechaUltimoCambioFuenteStr} en la fuente de consulta ${fuente?.nombre ?? 'Fuente desconocida'}`;
  if (expediente.tieneTerminoEnFuente && expediente.fechaTerminoEnFuenteStr) {
    texto += ` y con termino para el ${expediente.fechaTerminoEnFuenteStr}`;
  }
  return texto;
}

export function CaseStatus({ expediente }: { expediente: Expediente }) {
  const cambio = ultimoCambioTexto(expediente);
  return (
    <>
      {cambio ? (
        <Text size="sm" fw={500} c="blue.8">
          {cambio}
        </Text>
      ) : null}
      {expediente.procesosEnFuentesDatos.length > 0 ? (
        <Group gap="xs" aria-label="Fuentes de consulta">
          {expediente.procesosEnFuentesDatos.map((proceso) => (
            <SourceChip key={`${proceso.tipoFuente}-${proceso.idProceso ?? ''}`} proceso={proceso} />
          ))}
        </Group>
      ) : null}
    </>
  );
}
