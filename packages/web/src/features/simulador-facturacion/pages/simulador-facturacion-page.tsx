/**
 * /admin/simulador-facturacion (seed 002 §2, §9): number of cases, the seven source toggles, the
 * seven plans priced by the domain formula, the volume-discount help, the three-step tour and the
 * 'call you' button during the account's first 15 days.
 */
import { diasRestantesOnboarding, type FuenteId } from '@expediente/domain';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconHelpCircle, IconPhoneCall } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useOnboardingUsuario } from '../api/simulador-api.ts';
import { DescuentoVolumenDialog } from '../components/descuento-volumen-dialog.tsx';
import { FuentesSimulador } from '../components/fuentes-simulador.tsx';
import { SolicitarLlamadaDialog } from '../components/solicitar-llamada-dialog.tsx';
import { TablaPlanes } from '../components/tabla-planes.tsx';
import { PasoTour, TourSimulador } from '../components/tour-simulador.tsx';
import { alternarFuente, fuentesIniciales, tablaPlanes } from '../simulador.ts';

export function SimuladorFacturacionPage() {
  const [textoProcesos, setTextoProcesos] = useState('1');
  const [activas, setActivas] = useState<FuenteId[]>(fuentesIniciales);
  const [ayudaAbierta, setAyudaAbierta] = useState(false);
  const [llamadaAbierta, setLlamadaAbierta] = useState(false);
  const onboarding = useOnboardingUsuario();
  const diasRestantes = diasRestantesOnboarding(onboarding.data?.fechaCreacion, new Date());
  const tabla = tablaPlanes(textoProcesos, activas);

  const alternar = (id: FuenteId) => {
    const result = alternarFuente(activas, id);
    if (result.ok) setActivas(result.activas);
    else toast.warning(result.mensaje, { title: 'Atención', id: 'fuente-minima' });
  };

  return (
    <TourSimulador>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2}>Simulador de precios</Title>
            <Text c="dimmed">
              Calcula cuánto pagarías al mes según tus procesos, fuentes y frecuencia de consulta.
            </Text>
          </div>
          {diasRestantes !== undefined && (
            <Stack gap={2} align="flex-end">
              <Button leftSection={<IconPhoneCall size={18} />} onClick={() => setLlamadaAbierta(true)}>
                Quiero que me llamen
              </Button>
              <Text size="xs" c="dimmed">
                {diasRestantes === 1
                  ? 'Te queda 1 día de acompañamiento personalizado'
                  : `Te quedan ${diasRestantes} días de acompañamiento personalizado`}
              </Text>
            </Stack>
          )}
        </Group>

        <Paper withBorder radius="md" p="md">
          <PasoTour paso={0}>
            <TextInput
              label="Número de procesos"
              description="¿Cuántos procesos quieres vigilar?"
              value={textoProcesos}
              onChange={(event) => setTextoProcesos(event.currentTarget.value)}
              error={tabla.ok ? undefined : tabla.mensaje}
              inputMode="numeric"
              maw={320}
            />
          </PasoTour>
        </Paper>

        <Paper withBorder radius="md" p="md">
          <Text fw={700} mb="xs">
            Fuentes de consulta
          </Text>
          <PasoTour paso={1}>
            <FuentesSimulador activas={activas} onAlternar={alternar} />
          </PasoTour>
        </Paper>

        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb="xs">
            <Text fw={700}>Planes</Text>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconHelpCircle size={16} />}
              onClick={() => setAyudaAbierta(true)}
            >
              ¿Cómo funciona el descuento por volumen?
            </Button>
          </Group>
          <PasoTour paso={2}>
            {tabla.ok ? (
              <TablaPlanes filas={tabla.filas} />
            ) : (
              <Alert color="yellow" title="No podemos calcular los precios">
                {tabla.mensaje} Escribe un número entero de procesos, por ejemplo 25.
              </Alert>
            )}
          </PasoTour>
          <Text size="xs" c="dimmed" mt="xs">
            Valores en pesos colombianos. Valor mensual = procesos × precio por consulta × (1 − descuento por
            volumen).
          </Text>
        </Paper>
      </Stack>
      <DescuentoVolumenDialog opened={ayudaAbierta} onClose={() => setAyudaAbierta(false)} />
      <SolicitarLlamadaDialog
        opened={llamadaAbierta}
        onClose={() => setLlamadaAbierta(false)}
        procesos={tabla.ok ? tabla.procesos : null}
        fuentes={activas}
      />
    </TourSimulador>
  );
}
