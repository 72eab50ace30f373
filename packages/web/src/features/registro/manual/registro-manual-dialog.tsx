/**
 * Manual registration wizard (seed 000 §2, §4 'Wizard'): radicado → sources → confirmation, posted
 * to POST /api/Expedientes. Steps unlock in order; closing the dialog forgets everything.
 */
import { formatMessage, MESSAGES } from '@expediente/domain';
import type { Expediente } from '@expediente/domain/contrato/expedientes';
import { Anchor, Button, Group, Modal, Stack, Stepper, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { USAGE_RECOMMENDATIONS_URL } from '../../../lib/external-links.ts';
import { toast } from '../../../lib/toast.ts';
import { useRefreshExpedientes } from '../../fuentes/index.ts';
import {
  activeSources,
  type CreatePayload,
  crearCuerpoDeRegistro,
  EMPTY_WIZARD,
  esRadicadoValido,
  type WizardData,
} from './create-payload.ts';
import { RegistroExitosoDialog } from './registro-exitoso-dialog.tsx';
import { StepConfirmar } from './step-confirmar.tsx';
import { StepFuentes } from './step-fuentes.tsx';

export interface RegistroManualDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Pre-fills step 1 (e.g. from a bulk load's not-found list). */
  radicadoInicial?: string;
}

function showCreateError(error: unknown, radicado: string) {
  const title = 'Error al registrar el proceso';
  if (error instanceof ApiError && error.code === 'RadicadoYaRegistrado') {
    toast.error(formatMessage('RadicadoYaRegistrado', { radicado }), { title, autoClose: 6000 });
    return;
  }
  const message = error instanceof ApiError && error.status < 500 ? error.message : MESSAGES.ErrorInterno;
  toast.error(message, { title, autoClose: 6000 });
}

function Wizard({
  radicadoInicial,
  onClose,
  onCreated,
}: {
  radicadoInicial?: string;
  onClose: () => void;
  onCreated: (radicado: string) => void;
}) {
  const [data, setData] = useState<WizardData>({ ...EMPTY_WIZARD, radicado: radicadoInicial ?? '' });
  const [step, setStep] = useState(0);
  const [isRadicadoTouched, setRadicadoTouched] = useState(false);
  const refresh = useRefreshExpedientes();
  const crear = useMutation({
    mutationFn: (payload: CreatePayload) =>
      apiRequest<Expediente>('/Expedientes', { method: 'POST', body: payload }),
  });
  const isStep1Complete = esRadicadoValido(data.radicado);
  const isStep2Complete = activeSources(data).length > 0;
  const completos = [isStep1Complete, isStep1Complete && isStep2Complete];
  const isSending = crear.isPending;

  const confirmar = () => {
    const payload = crearCuerpoDeRegistro(data);
    crear.mutate(payload, {
      onSuccess: () => {
        void refresh();
        onCreated(payload.radicado);
      },
      onError: (error) => showCreateError(error, payload.radicado),
    });
  };

  return (
    <Stack gap="md">
      <Stepper
        active={step}
        // A step can be revisited, and a later one opened only when every earlier one is complete.
        onStepClick={(target) => {
          if (!isSending && (target <= step || completos.slice(0, target).every(Boolean))) setStep(target);
        }}
        allowNextStepsSelect={false}
        size="sm"
      >
        <Stepper.Step label="Registrar proceso en Expediente Digital">
          <Stack gap="sm" mt="sm">
            <TextInput
              label="Radicado"
              placeholder="Radicado de 23 números"
              withAsterisk
              inputMode="numeric"
              maxLength={23}
              value={data.radicado}
              onChange={(event) => {
                const radicado = event.currentTarget.value.replace(/\s/g, '');
                // Sources suggested for another radicado are dropped with it.
                setData((current) => ({
                  ...current,
                  radicado,
                  fuentes: radicado === current.radicado ? current.fuentes : {},
                }));
              }}
              onBlur={() => setRadicadoTouched(true)}
              error={isRadicadoTouched && !isStep1Complete ? MESSAGES.RadicadoInvalido : undefined}
            />
            <Textarea
              label="Demandantes"
              autosize
              minRows={1}
              value={data.demandantes}
              onChange={(event) => {
                const demandantes = event.currentTarget.value;
                setData((current) => ({ ...current, demandantes }));
              }}
            />
            <Textarea
              label="Demandados"
              autosize
              minRows={1}
              value={data.demandados}
              onChange={(event) => {
                const demandados = event.currentTarget.value;
                setData((current) => ({ ...current, demandados }));
              }}
            />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="¿Dónde quieres que consultemos tu proceso?">
          <Stack mt="sm">
            <StepFuentes data={data} onChange={setData} />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Confirmar datos">
          <Stack mt="sm">
            <StepConfirmar data={data} />
          </Stack>
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between">
        <Anchor href={USAGE_RECOMMENDATIONS_URL} target="_blank" rel="noopener noreferrer" size="sm">
          ¿Cómo funciona?
        </Anchor>
        <Group gap="xs">
          {step > 0 ? (
            <Button variant="default" onClick={() => setStep(step - 1)} disabled={isSending}>
              Atrás
            </Button>
          ) : (
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
          )}
          {step < 2 ? (
            <Button onClick={() => setStep(step + 1)} disabled={!completos[step]}>
              Continuar
            </Button>
          ) : (
            <Button onClick={confirmar} loading={isSending} disabled={!isStep1Complete || !isStep2Complete}>
              Confirmar
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}

export function RegistroManualDialog({ opened, onClose, radicadoInicial }: RegistroManualDialogProps) {
  const [creado, setCreado] = useState<string | null>(null);
  // Each opening mounts a fresh wizard, so closing it resets every step and field.
  const [apertura, setApertura] = useState(0);
  const close = () => {
    setApertura((count) => count + 1);
    onClose();
  };
  return (
    <>
      <Modal opened={opened} onClose={close} title="Registro manual de procesos" size="lg" centered>
        <Wizard
          key={`${apertura}-${radicadoInicial ?? ''}`}
          radicadoInicial={radicadoInicial}
          onClose={close}
          onCreated={(radicado) => {
            setCreado(radicado);
            close();
          }}
        />
      </Modal>
      <RegistroExitosoDialog radicado={creado} onClose={() => setCreado(null)} />
    </>
  );
}
