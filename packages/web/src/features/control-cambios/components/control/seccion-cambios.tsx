/** A collapsible section of the control with its pending badge and 20-row paging (seed 001 §2). */

import type { CambioActualizado } from '@expediente/domain/contrato/control-cambios';
import { Badge, Center, Collapse, Group, Loader, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useCambios } from '../../api/control-api.ts';
import { CambiosTable } from './cambios-table.tsx';
import { Paginacion } from './paginacion.tsx';

interface SeccionCambiosProps {
  idControl: number;
  titulo: string;
  seccion: 'cambios' | 'sinCambios';
  pendientes: number;
  onActualizado: (resultado: CambioActualizado) => void;
}

/**
 * What an empty section says. The page's title names the control's day, which is seldom today
 * (a past day from the calendar, last night's control read next morning): 'Hoy no tuviste…' was
 * wrong there, and 'procesos que no hayan cambiado' did not say what the section lists.
 */
export const SECCION_VACIA = {
  cambios: 'No tuviste cambios en tus procesos este día.',
  sinCambios: 'Este día no hubo procesos sin consultar ni con 3 meses sin cambios.',
} as const;

export function SeccionCambios({
  idControl,
  titulo,
  seccion,
  pendientes,
  onActualizado,
}: SeccionCambiosProps) {
  const [abierta, setAbierta] = useState(true);
  const [pagina, setPagina] = useState(1);
  const filtro = seccion === 'cambios' ? 'CambiosDelDia' : 'ProcesosSinCambios';
  const { data, isPending } = useCambios(idControl, filtro, pagina);
  const totalPaginas = data?.totalPaginas ?? 0;
  return (
    <Paper withBorder radius="md" p="md" data-testid={`seccion-${seccion}`}>
      <UnstyledButton onClick={() => setAbierta((value) => !value)} aria-expanded={abierta} w="100%">
        <Group gap="xs">
          {abierta ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
          <Text fw={600}>{titulo}</Text>
          <Badge color={pendientes > 0 ? 'orange' : 'green'} aria-label={`${pendientes} pendientes`}>
            {pendientes}
          </Badge>
        </Group>
      </UnstyledButton>
      <Collapse expanded={abierta}>
        {isPending ? (
          <Center p="md">
            <Loader size="sm" />
          </Center>
        ) : !data || data.cambios.length === 0 ? (
          <Text c="dimmed" p="md">
            {SECCION_VACIA[seccion]}
          </Text>
        ) : (
          <>
            <CambiosTable cambios={data.cambios} seccion={seccion} onActualizado={onActualizado} />
            <Paginacion pagina={pagina} totalPaginas={totalPaginas} onChange={setPagina} />
          </>
        )}
      </Collapse>
    </Paper>
  );
}
