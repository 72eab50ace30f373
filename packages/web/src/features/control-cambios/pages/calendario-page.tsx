/**
 * /admin/CalendarioDeCambios (seed 001 §2): a Spanish month calendar; each day with a control shows
 * 'Todo al dia' or 'Pendiente finalizar' with its counts and opens that day's control.
 */
import { MESES, TOASTS_CONTROL_CAMBIOS } from '@expediente/domain';
import type { ControlHistorialItem } from '@expediente/domain/contrato/control-cambios';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useHistorial, useHoyDelMotor } from '../api/control-api.ts';
import { conteoDelDia, rangoDelMes, tituloDelDia } from '../components/calendario/dia-calendario.ts';

const DIAS = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];

interface Mes {
  year: number;
  /** 0–11. */
  month: number;
}

const mesDe = (idFecha: number): Mes => ({
  year: Math.floor(idFecha / 10_000),
  month: (Math.floor(idFecha / 100) % 100) - 1,
});

export function CalendarioPage() {
  const navigate = useNavigate();
  // The calendar opens on the engine's month — the nights' — not the browser's: in the demo the
  // court simulator's day may be weeks away from the real one.
  const hoy = useHoyDelMotor();
  const [elegido, setMes] = useState<Mes | null>(null);
  const mes = elegido ?? (hoy === undefined ? null : mesDe(hoy));
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Calendario de cambios</Title>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate(-1)}>
          Regresar
        </Button>
      </Group>
      <Text c="dimmed">
        Cada día con cambios tiene su control de cambios. Elige un día para ver sus cambios y su revisión.
      </Text>
      {mes ? (
        <MesDelCalendario mes={mes} hoy={hoy} onMes={setMes} />
      ) : (
        <Loader aria-label="Cargando el calendario" />
      )}
    </Stack>
  );
}

function MesDelCalendario({ mes, hoy, onMes }: { mes: Mes; hoy: number | undefined; onMes(mes: Mes): void }) {
  const navigate = useNavigate();
  const { desde, hasta } = rangoDelMes(mes.year, mes.month);
  const historial = useHistorial({ desde, hasta });
  useEffect(() => {
    if (!historial.error) return;
    // Seed 001 §8: a non-200 answer and an exception read differently.
    const aviso =
      historial.error instanceof ApiError
        ? TOASTS_CONTROL_CAMBIOS.historialFallo
        : TOASTS_CONTROL_CAMBIOS.historialError;
    toast.error(aviso.message, { title: aviso.title, autoClose: aviso.duration });
  }, [historial.error]);
  const porDia = new Map((historial.data ?? []).map((control) => [control.idFecha, control]));
  const dias = hasta - desde + 1;
  // Monday-first grid: blank cells before the 1st.
  const blancos = (new Date(Date.UTC(mes.year, mes.month, 1)).getUTCDay() + 6) % 7;
  const mover = (delta: number) => {
    const month = mes.month + delta;
    onMes({ year: mes.year + Math.floor(month / 12), month: ((month % 12) + 12) % 12 });
  };
  return (
    <Paper withBorder radius="md" p="md">
      {/* One row on a phone: with wide buttons 'Mes siguiente' fell below the month at 390 px. */}
      <Group justify="center" mb="md" gap="xs" wrap="nowrap">
        <ActionIcon variant="subtle" size="lg" onClick={() => mover(-1)} aria-label="Mes anterior">
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Title order={3} fz={{ base: 'h4', md: 'h3' }} ta="center" data-testid="mes-calendario">
          {MESES[mes.month]} de {mes.year}
        </Title>
        <ActionIcon variant="subtle" size="lg" onClick={() => mover(1)} aria-label="Mes siguiente">
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={7} spacing={4}>
        {DIAS.map((dia) => (
          <Text key={dia} ta="center" fw={600} size="sm" tt="capitalize">
            {dia}
          </Text>
        ))}
        {blancos > 0 ? <div style={{ gridColumn: `span ${blancos}` }} /> : null}
        {Array.from({ length: dias }, (_, index) => {
          const idFecha = desde + index;
          const control = porDia.get(idFecha);
          const contenido = (
            <Celda
              key={idFecha}
              idFecha={idFecha}
              dia={index + 1}
              mes={MESES[mes.month] ?? ''}
              esHoy={idFecha === hoy}
              control={control}
            />
          );
          return control ? (
            <UnstyledButton
              key={idFecha}
              onClick={() =>
                navigate(`/admin/ControlCambios/${control.id}`, {
                  state: { from: '/admin/CalendarioDeCambios' },
                })
              }
            >
              {contenido}
            </UnstyledButton>
          ) : (
            <div key={idFecha}>{contenido}</div>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}

function Celda({
  idFecha,
  dia,
  mes,
  esHoy,
  control,
}: {
  idFecha: number;
  dia: number;
  mes: string;
  esHoy: boolean;
  control: ControlHistorialItem | undefined;
}) {
  const titulo = control ? tituloDelDia(control) : null;
  return (
    <Paper
      withBorder
      p={6}
      mih={84}
      bg={titulo ? (titulo === 'Todo al día' ? 'green.0' : 'orange.0') : undefined}
      data-testid={control ? 'dia-con-control' : undefined}
      data-fecha={idFecha}
      data-hoy={esHoy ? 'true' : undefined}
    >
      <Text size="sm" fw={esHoy ? 700 : 400}>
        {/* A day with a control is a button named by what it shows, led by 'Control del' and
            with the month in parentheses, so the visible text stays whole inside the name
            (WCAG 2.5.3, label in name). */}
        {control ? <VisuallyHidden>Control del </VisuallyHidden> : null}
        {dia}
        {control ? <VisuallyHidden> (de {mes})</VisuallyHidden> : null}
      </Text>
      {control ? (
        <>
          <Box visibleFrom="md">
            <Text size="xs" fw={600} c={titulo === 'Todo al día' ? 'green.8' : 'orange.8'}>
              {titulo}
            </Text>
            <Text size="xs">{conteoDelDia(control)}</Text>
          </Box>
          {/* A phone's cell is about 44 px wide: 'Pendiente finalizar' and '1 cambio · 1 revisado'
              ran over the next days. It shows the reviewed of the changes, the rest is read aloud. */}
          <Text size="xs" fw={600} c={titulo === 'Todo al día' ? 'green.8' : 'orange.8'} hiddenFrom="md">
            <VisuallyHidden>{titulo}: </VisuallyHidden>
            {control.totalCambiosRevisados}/{control.totalCambios}
            <VisuallyHidden> revisados</VisuallyHidden>
          </Text>
        </>
      ) : null}
    </Paper>
  );
}
