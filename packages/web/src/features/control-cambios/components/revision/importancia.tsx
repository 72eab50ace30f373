/**
 * The importance widget (seed 001 §3, §4): unset, yes or no; 'Sí' reveals the stage change and the
 * attachments (upload and download).
 */
import { TOASTS_CONTROL_CAMBIOS } from '@expediente/domain';
import type { CambioDetalle } from '@expediente/domain/contrato/control-cambios';
import type { Expediente } from '@expediente/domain/contrato/expedientes';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { EtapaProcesalPicker } from '../../../expedientes/index.ts';
import { useActualizarCambio } from '../../api/cambio-api.ts';
import { AnexosPanel } from './anexos-panel.tsx';

const VALORES = { sin: null, si: true, no: false } as const;

export function Importancia({ cambio, expediente }: { cambio: CambioDetalle; expediente: Expediente }) {
  const actualizar = useActualizarCambio(cambio.id);
  const valor = cambio.esImportante === null ? 'sin' : cambio.esImportante ? 'si' : 'no';
  const elegir = (nuevo: string) => {
    const importante = VALORES[nuevo as keyof typeof VALORES];
    actualizar.mutate(
      { tipo: 'Importante', importante },
      {
        onSuccess: () => {
          const aviso = importante
            ? TOASTS_CONTROL_CAMBIOS.importanteOk
            : TOASTS_CONTROL_CAMBIOS.noImportanteOk;
          if (importante !== null)
            toast.success(aviso.message, { title: aviso.title, autoClose: aviso.duration });
        },
        onError: (error) => {
          const aviso =
            error instanceof ApiError
              ? TOASTS_CONTROL_CAMBIOS.importanteFallo
              : TOASTS_CONTROL_CAMBIOS.importanteError;
          toast.error(aviso.message, { title: aviso.title, autoClose: aviso.duration });
        },
      },
    );
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        ¿Es un cambio importante?
      </Text>
      <SegmentedControl
        size="xs"
        value={valor}
        onChange={elegir}
        disabled={actualizar.isPending}
        data={[
          { value: 'sin', label: 'Sin definir' },
          { value: 'si', label: 'Sí' },
          { value: 'no', label: 'No' },
        ]}
      />
      {cambio.esImportante ? (
        <>
          <EtapaProcesalPicker idExpediente={expediente.id} idEtapaProcesal={expediente.idEtapaProcesal} />
          <AnexosPanel idCambio={cambio.id} />
        </>
      ) : null}
    </Stack>
  );
}
