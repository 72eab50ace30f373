/** Step 2 '¿Donde quieres que consultemos tu proceso?': one toggle per source with its fields. */
import { fuenteById } from '@expediente/domain';
import { Paper, Stack, Switch, Text } from '@mantine/core';
import {
  esFuenteCompleta,
  SourceFields,
  type SourceValues,
  suggestedSourceValues,
} from '../../fuentes/index.ts';
import { FUENTES_WIZARD, type WizardData } from './create-payload.ts';

export interface StepFuentesProps {
  data: WizardData;
  onChange: (update: (data: WizardData) => WizardData) => void;
}

export function StepFuentes({ data, onChange }: StepFuentesProps) {
  const toggle = (tipoFuente: number, activo: boolean) =>
    onChange((current) => ({
      ...current,
      fuentes: {
        ...current.fuentes,
        [tipoFuente]: {
          activo,
          // The first time a source is turned on its fields start from the radicado and the parties.
          values:
            current.fuentes[tipoFuente]?.values ??
            suggestedSourceValues(current.radicado.trim(), {
              demandantes: current.demandantes,
              demandados: current.demandados,
            }),
        },
      },
    }));
  const setValues = (tipoFuente: number, values: SourceValues) =>
    onChange((current) => ({
      ...current,
      fuentes: { ...current.fuentes, [tipoFuente]: { activo: true, values } },
    }));
  return (
    <Stack gap="xs">
      {FUENTES_WIZARD.map((tipoFuente) => {
        const fuente = data.fuentes[tipoFuente];
        const isOn = fuente?.activo === true;
        const isIncomplete = isOn && !esFuenteCompleta(tipoFuente, fuente.values);
        return (
          <Paper key={tipoFuente} withBorder p="sm" radius="md">
            <Stack gap="sm">
              <Switch
                label={fuenteById(tipoFuente)?.nombre}
                checked={isOn}
                onChange={(event) => toggle(tipoFuente, event.currentTarget.checked)}
              />
              {isOn ? (
                <SourceFields
                  tipoFuente={tipoFuente}
                  values={fuente.values}
                  onChange={(values) => setValues(tipoFuente, values)}
                />
              ) : null}
              {isIncomplete ? (
                <Text size="xs" c="orange.8">
                  Completa los campos obligatorios para consultar en esta fuente.
                </Text>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
