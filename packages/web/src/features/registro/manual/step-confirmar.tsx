/** Step 3 'Confirmar datos': what will be registered and where it will be consulted. */
import { fuenteById } from '@expediente/domain';
import { List, Stack, Text } from '@mantine/core';
import type { SourceValues } from '../../fuentes/index.ts';
import { activeSources, ciudadDe, type WizardData } from './create-payload.ts';

function detalle(tipoFuente: number, values: SourceValues): string | null {
  if (tipoFuente === 0) return `${values.ciudad ?? ''} · ${values.corporacion ?? ''}`;
  if (tipoFuente === 4) return values.entidadNombre;
  if (tipoFuente === 3 || tipoFuente === 5 || tipoFuente === 6)
    return `${values.juzgado ?? ''} · ${values.demandante} contra ${values.demandado}`;
  return null;
}

function Fila({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {value || '(Sin especificar)'}
    </Text>
  );
}

export function StepConfirmar({ data }: { data: WizardData }) {
  return (
    <Stack gap="xs" data-testid="resumen-registro">
      <Fila label="Radicado" value={data.radicado.trim()} />
      <Fila label="Ciudad" value={ciudadDe(data.radicado)} />
      <Fila label="Demandantes" value={data.demandantes.trim()} />
      <Fila label="Demandados" value={data.demandados.trim()} />
      <Text size="sm" fw={600} mt="xs">
        Fuentes de consulta
      </Text>
      <List size="sm" spacing={2}>
        {activeSources(data).map((tipoFuente) => {
          const extra = detalle(tipoFuente, data.fuentes[tipoFuente]?.values as SourceValues);
          return (
            <List.Item key={tipoFuente}>
              {fuenteById(tipoFuente)?.nombre}
              {extra ? (
                <Text span size="xs" c="dimmed">
                  {' '}
                  — {extra}
                </Text>
              ) : null}
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
