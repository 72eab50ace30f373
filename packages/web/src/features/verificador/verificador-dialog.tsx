/**
 * The missing-cases checker (seed 002 §5, seed 000 §5 'the verification missing-cases checker'; not
 * `features/verificacion`, the report of the automatic verification of the account's cases):
 * the lawyer pastes radicados, one per line; the list is checked against the account's cases with
 * POST Expedientes/ConsultarRadicados (seed 002 §7: it answers the ones already registered), and
 * the missing ones can be registered at once as a bulk load.
 */
import { MESSAGES } from '@expediente/domain';
import { Alert, Button, Code, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useIsRegistroBloqueado } from '../facturacion/index.ts';
import { cargasRootKey, consultarRadicados, requestLoad } from '../registro/index.ts';
import { REGISTRO_BLOQUEADO_MOTIVO } from '../shell/index.ts';
import { faltantes, leerLineas } from './lineas-verificador.ts';

export interface VerificadorDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Invalid lines shown by number; beyond this many, a count. */
const MAX_INVALIDAS = 5;

interface Resultado {
  /** The list checked, to tell when the text changed since. */
  clave: string;
  total: number;
  faltantes: string[];
}

export function VerificadorDialog({ opened, onClose }: VerificadorDialogProps) {
  const [text, setText] = useState('');
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const lineas = useMemo(() => leerLineas(text), [text]);
  const clave = lineas.radicados.join('\n');
  const vigente = resultado !== null && resultado.clave === clave ? resultado : null;
  const bloqueado = useIsRegistroBloqueado();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const verificar = useMutation({
    mutationFn: (radicados: string[]) => consultarRadicados(radicados),
    onSuccess: (registrados, radicados) =>
      setResultado({
        clave: radicados.join('\n'),
        total: radicados.length,
        faltantes: faltantes(radicados, registrados),
      }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      toast.error('No pudimos verificar los radicados. Inténtalo de nuevo.', { title: 'Error' });
    },
  });

  const registrar = useMutation({
    mutationFn: (radicados: string[]) => requestLoad(radicados, null),
    onSuccess: (carga) => {
      void queryClient.invalidateQueries({ queryKey: cargasRootKey });
      setText('');
      setResultado(null);
      onClose();
      navigate(`/admin/estado-carga-automatica/${carga.id}`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      const message = error instanceof ApiError && error.code === 'CargaActiva' ? MESSAGES.CargaActiva : null;
      toast.error(message ?? MESSAGES.ErrorCargarProcesos, { autoClose: 7000 });
    },
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Verificar procesos faltantes" size="lg" centered>
      <Stack gap="sm">
        <Text size="sm">
          Pega los radicados que quieres comprobar, uno por línea (23 dígitos). Te diremos cuáles no están
          registrados en tu cuenta.
        </Text>
        <Textarea
          label="Radicados"
          placeholder="11001310300120240012300"
          autosize
          minRows={6}
          maxRows={14}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={lineas.invalidas.length > 0 ? 'Cada línea debe tener exactamente 23 dígitos.' : undefined}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        {lineas.invalidas.length > 0 ? (
          <Alert color="red" variant="light" title="Líneas no válidas">
            <List size="sm">
              {lineas.invalidas.slice(0, MAX_INVALIDAS).map((linea) => (
                <List.Item key={linea.linea}>
                  Línea {linea.linea}: <Code>{linea.valor}</Code>
                </List.Item>
              ))}
            </List>
            {lineas.invalidas.length > MAX_INVALIDAS ? (
              <Text size="sm">y {lineas.invalidas.length - MAX_INVALIDAS} líneas más.</Text>
            ) : null}
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed" aria-live="polite">
          {lineas.radicados.length === 1 ? '1 radicado' : `${lineas.radicados.length} radicados`} para
          verificar
          {lineas.repetidos > 0
            ? ` (quitamos ${lineas.repetidos === 1 ? '1 repetido' : `${lineas.repetidos} repetidos`})`
            : ''}
          .
        </Text>
        {vigente && vigente.faltantes.length === 0 ? (
          <Alert color="green" variant="light" title="Todos están registrados">
            {vigente.total === 1
              ? 'El radicado ya está registrado en tu cuenta.'
              : `Los ${vigente.total} radicados ya están registrados en tu cuenta.`}
          </Alert>
        ) : null}
        {vigente && vigente.faltantes.length > 0 ? (
          <Alert
            color="orange"
            variant="light"
            title={
              vigente.faltantes.length === 1
                ? 'Falta 1 proceso en tu cuenta'
                : `Faltan ${vigente.faltantes.length} procesos en tu cuenta`
            }
          >
            <Stack gap="xs">
              <Text size="sm">
                {vigente.total - vigente.faltantes.length} de {vigente.total} ya están registrados. Estos no:
              </Text>
              <List size="sm" aria-label="Procesos faltantes">
                {vigente.faltantes.map((radicado) => (
                  <List.Item key={radicado}>{radicado}</List.Item>
                ))}
              </List>
              <Group>
                <Button
                  size="sm"
                  onClick={() => registrar.mutate(vigente.faltantes)}
                  loading={registrar.isPending}
                  disabled={bloqueado}
                >
                  {vigente.faltantes.length === 1
                    ? 'Registrar el faltante'
                    : `Registrar los ${vigente.faltantes.length} faltantes`}
                </Button>
              </Group>
              {bloqueado ? (
                <Text size="xs" c="orange.8">
                  {REGISTRO_BLOQUEADO_MOTIVO}
                </Text>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cerrar
          </Button>
          <Button
            onClick={() => verificar.mutate(lineas.radicados)}
            disabled={!lineas.puedeVerificar}
            loading={verificar.isPending}
          >
            Verificar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
