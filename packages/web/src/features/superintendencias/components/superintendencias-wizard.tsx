/**
 * The Superintendencias wizard (seed 002 §2, §5): choose the entity (choosing advances), fill the
 * rows (the first cannot be removed; rows can be added), confirm and send. Going back to step 1
 * after typing asks for confirmation and clears the rows; closing asks too. On success a dialog
 * confirms the request and closes itself after 3 seconds.
 */
import {
  type CampoFila,
  COSTO_MENSUAL_PROCESO_SUPERINTENDENCIA,
  type ErroresFila,
  type FilaSuperintendencia,
  filaVacia,
  filtrarIdentificacion,
  filtrarRadicado,
  MENSAJES_SUPERINTENDENCIAS as M,
  RADICADO_SUPER_MAX,
  SUPERINTENDENCIAS,
  type Superintendencia,
  TIPOS_IDENTIFICACION,
  validarSolicitudSuperintendencias,
  valorMensualSuperintendencias,
} from '@expediente/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  NativeSelect,
  ScrollArea,
  SimpleGrid,
  Stack,
  Stepper,
  Table,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { IconCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { formatearCop } from '../../facturacion/index.ts';
import { useEnviarSuperintendencias } from '../api/superintendencias-api.ts';

export const CIERRE_EXITO_MS = 3000;

type Confirmacion = 'volver' | 'cerrar' | null;

interface Props {
  opened: boolean;
  onClose: () => void;
}

function tieneDatos(fila: FilaSuperintendencia): boolean {
  return Boolean(
    fila.radicado ||
      fila.radicadoInterno ||
      fila.demandante ||
      fila.numeroIdentificacionDemandante ||
      fila.demandado ||
      fila.numeroIdentificacionDemandado,
  );
}

export function SuperintendenciasWizard({ opened, onClose }: Props) {
  const [paso, setPaso] = useState(0);
  const [superintendencia, setSuperintendencia] = useState<Superintendencia | null>(null);
  const [filas, setFilas] = useState<FilaSuperintendencia[]>([]);
  const [intentado, setIntentado] = useState(false);
  const [mensaje, setMensaje] = useState<string | null>(null);
  const [confirmacion, setConfirmacion] = useState<Confirmacion>(null);
  const [exito, setExito] = useState(false);
  const enviar = useEnviarSuperintendencias();

  useEffect(() => {
    if (!exito) return;
    const timer = window.setTimeout(() => setExito(false), CIERRE_EXITO_MS);
    return () => window.clearTimeout(timer);
  }, [exito]);

  const reiniciar = () => {
    setPaso(0);
    setSuperintendencia(null);
    setFilas([]);
    setIntentado(false);
    setMensaje(null);
    setConfirmacion(null);
  };
  const cerrar = () => {
    reiniciar();
    onClose();
  };
  const pedirCierre = () => {
    if (enviar.isPending) return;
    if (superintendencia || filas.some(tieneDatos)) setConfirmacion('cerrar');
    else cerrar();
  };

  const elegir = (valor: Superintendencia) => {
    setSuperintendencia(valor);
    setFilas([filaVacia(valor)]);
    setIntentado(false);
    setMensaje(null);
    setPaso(1);
  };
  const continuarPaso1 = () => {
    if (!superintendencia) setMensaje(M.SeleccioneSuperintendencia);
    else elegir(superintendencia);
  };
  const volverAPaso1 = () => {
    if (filas.some(tieneDatos)) setConfirmacion('volver');
    else {
      setSuperintendencia(null);
      setFilas([]);
      setMensaje(null);
      setPaso(0);
    }
  };

  const validacion = validarSolicitudSuperintendencias(superintendencia, filas);
  const erroresVisibles: ErroresFila[] = intentado ? validacion.filas : [];
  const continuarPaso2 = () => {
    setIntentado(true);
    if (!validacion.valida) {
      setMensaje(validacion.mensaje);
      return;
    }
    setMensaje(null);
    setPaso(2);
  };

  const cambiar = (indice: number, campo: CampoFila, valor: string) => {
    setFilas((actuales) => actuales.map((fila, i) => (i === indice ? { ...fila, [campo]: valor } : fila)));
    setMensaje(null);
  };

  const confirmarEnvio = () => {
    if (!superintendencia) return;
    enviar.mutate(
      { superintendencia, procesos: filas },
      {
        onSuccess: () => {
          cerrar();
          setExito(true);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401)
            toast.error(M.SesionVencida, { title: 'Sesión' });
          else if (error instanceof ApiError && error.status === 400) setMensaje(error.message);
          else
            toast.error(error instanceof ApiError && error.status === 403 ? error.message : M.ErrorEnvio, {
              title: 'Error',
            });
        },
      },
    );
  };

  const valorMensual = valorMensualSuperintendencias(filas.length);

  return (
    <>
      <Modal
        opened={opened}
        onClose={pedirCierre}
        title="Registrar superintendencias"
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': 'Cerrar registro de Superintendencias' }}
      >
        <Stack gap="md">
          <Stepper active={paso} size="sm" allowNextStepsSelect={false}>
            <Stepper.Step label="Superintendencia">
              <Stack gap="sm" mt="sm">
                <Text size="sm">¿En cuál Superintendencia está tu proceso?</Text>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="radiogroup" aria-label="Superintendencia">
                  {SUPERINTENDENCIAS.map((valor) => (
                    <Button
                      key={valor}
                      role="radio"
                      aria-checked={superintendencia === valor}
                      variant={superintendencia === valor ? 'filled' : 'light'}
                      onClick={() => elegir(valor)}
                    >
                      {valor}
                    </Button>
                  ))}
                </SimpleGrid>
              </Stack>
            </Stepper.Step>
            <Stepper.Step label="Procesos">
              <Stack gap="sm" mt="sm">
                <Text size="sm">
                  Superintendencia <strong>{superintendencia}</strong>: diligencia los datos de cada proceso.
                </Text>
                {filas.map((fila, indice) => (
                  <FilaFormulario
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; only the last ones are removed or the one asked for
                    key={indice}
                    indice={indice}
                    fila={fila}
                    financiera={superintendencia === 'Financiera'}
                    errores={erroresVisibles[indice] ?? {}}
                    onChange={(campo, valor) => cambiar(indice, campo, valor)}
                    onRemove={
                      indice === 0
                        ? undefined
                        : () => setFilas((actuales) => actuales.filter((_, i) => i !== indice))
                    }
                  />
                ))}
                <Group>
                  <Button
                    variant="subtle"
                    leftSection={<IconPlus size={16} />}
                    onClick={() =>
                      superintendencia && setFilas((actuales) => [...actuales, filaVacia(superintendencia)])
                    }
                  >
                    Agregar proceso
                  </Button>
                </Group>
              </Stack>
            </Stepper.Step>
            <Stepper.Step label="Confirmar">
              <Stack gap="sm" mt="sm">
                <Text size="sm">
                  Vamos a solicitar la vigilancia de{' '}
                  {filas.length === 1 ? '1 proceso' : `${filas.length} procesos`} en la Superintendencia{' '}
                  {superintendencia}.
                </Text>
                <ScrollArea.Autosize mah={320}>
                  <Table striped withTableBorder aria-label="Procesos a registrar">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Radicado</Table.Th>
                        <Table.Th>Radicado interno</Table.Th>
                        <Table.Th>Demandante</Table.Th>
                        <Table.Th>Demandado</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {filas.map((fila, indice) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list of the rows
                        <Table.Tr key={indice}>
                          <Table.Td>{fila.radicado}</Table.Td>
                          <Table.Td>{fila.radicadoInterno || '—'}</Table.Td>
                          <Table.Td>
                            {fila.demandante} ({fila.tipoIdentificacionDemandante}{' '}
                            {fila.numeroIdentificacionDemandante})
                          </Table.Td>
                          <Table.Td>
                            {fila.demandado} ({fila.tipoIdentificacionDemandado}{' '}
                            {fila.numeroIdentificacionDemandado})
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea.Autosize>
                <Text size="sm" c="dimmed">
                  Costo aproximado: {formatearCop(COSTO_MENSUAL_PROCESO_SUPERINTENDENCIA)} por proceso al mes
                  más IVA ({formatearCop(valorMensual)} al mes más IVA). Te enviaremos la cotización.
                </Text>
              </Stack>
            </Stepper.Step>
          </Stepper>
          {mensaje ? (
            <Alert color="red" role="alert">
              {mensaje}
            </Alert>
          ) : null}
          <Group justify="space-between">
            {paso === 0 ? <span /> : null}
            {paso === 1 ? (
              <Button variant="default" onClick={volverAPaso1}>
                Atrás
              </Button>
            ) : null}
            {paso === 2 ? (
              <Button variant="default" onClick={() => setPaso(1)} disabled={enviar.isPending}>
                Atrás
              </Button>
            ) : null}
            {paso === 0 ? <Button onClick={continuarPaso1}>Continuar</Button> : null}
            {paso === 1 ? <Button onClick={continuarPaso2}>Continuar</Button> : null}
            {paso === 2 ? (
              <Button onClick={confirmarEnvio} loading={enviar.isPending}>
                Enviar solicitud
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={confirmacion !== null}
        onClose={() => setConfirmacion(null)}
        title={confirmacion === 'cerrar' ? 'Cerrar registro' : 'Volver a elegir la Superintendencia'}
        centered
        size="sm"
        zIndex={400}
      >
        <Stack>
          <Text size="sm">{confirmacion === 'cerrar' ? M.ConfirmarCerrar : M.ConfirmarVolver}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmacion(null)}>
              Cancelar
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (confirmacion === 'cerrar') cerrar();
                else {
                  setSuperintendencia(null);
                  setFilas([]);
                  setIntentado(false);
                  setMensaje(null);
                  setPaso(0);
                  setConfirmacion(null);
                }
              }}
            >
              {confirmacion === 'cerrar' ? 'Sí, cerrar' : 'Sí, volver'}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={exito} onClose={() => setExito(false)} title="Solicitud enviada" centered size="sm">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon color="green" radius="xl" size="lg">
            <IconCheck size={20} />
          </ThemeIcon>
          <Text size="sm">{M.Enviado}</Text>
        </Group>
      </Modal>
    </>
  );
}

interface FilaProps {
  indice: number;
  fila: FilaSuperintendencia;
  financiera: boolean;
  errores: ErroresFila;
  onChange: (campo: CampoFila, valor: string) => void;
  onRemove?: () => void;
}

function FilaFormulario({ indice, fila, financiera, errores, onChange, onRemove }: FilaProps) {
  const texto = (campo: CampoFila) => ({
    value: fila[campo],
    error: errores[campo],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(campo, event.currentTarget.value),
  });
  const tipos = TIPOS_IDENTIFICACION.map((tipo) => ({ value: tipo, label: tipo }));
  return (
    <Fieldset legend={`Proceso ${indice + 1}`} variant="filled">
      <Stack gap="xs">
        <Group grow align="flex-start">
          <TextInput
            label="Radicado"
            withAsterisk
            inputMode="numeric"
            maxLength={RADICADO_SUPER_MAX}
            {...texto('radicado')}
            onChange={(event) => onChange('radicado', filtrarRadicado(event.currentTarget.value))}
          />
          <TextInput label="Radicado interno" withAsterisk={financiera} {...texto('radicadoInterno')} />
        </Group>
        <Group grow align="flex-start">
          <TextInput label="Demandante" withAsterisk {...texto('demandante')} />
          <NativeSelect
            label="Tipo de identificación del demandante"
            data={tipos}
            value={fila.tipoIdentificacionDemandante}
            error={errores.tipoIdentificacionDemandante}
            onChange={(event) => onChange('tipoIdentificacionDemandante', event.currentTarget.value)}
          />
          <TextInput
            label="Número de identificación del demandante"
            withAsterisk
            inputMode="numeric"
            {...texto('numeroIdentificacionDemandante')}
            onChange={(event) =>
              onChange('numeroIdentificacionDemandante', filtrarIdentificacion(event.currentTarget.value))
            }
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput label="Demandado" withAsterisk {...texto('demandado')} />
          <NativeSelect
            label="Tipo de identificación del demandado"
            data={tipos}
            value={fila.tipoIdentificacionDemandado}
            error={errores.tipoIdentificacionDemandado}
            onChange={(event) => onChange('tipoIdentificacionDemandado', event.currentTarget.value)}
          />
          <TextInput
            label="Número de identificación del demandado"
            withAsterisk
            inputMode="numeric"
            {...texto('numeroIdentificacionDemandado')}
            onChange={(event) =>
              onChange('numeroIdentificacionDemandado', filtrarIdentificacion(event.currentTarget.value))
            }
          />
        </Group>
        {onRemove ? (
          <Group justify="flex-end">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Eliminar proceso ${indice + 1}`}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
