/** A case in the Procesos list (seed 000 §2 'Case card'), with its own edits. */

import type { Expediente } from '@expediente/domain/contrato/expedientes';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { Link, useLocation } from 'react-router';
import { useAbogadoSesion } from '../api/use-abogado-sesion.ts';
import { esAbogadoNoCliente } from './abogado-no-cliente.ts';
import classes from './case-card.module.css';
import { CaseField } from './case-field.tsx';
import { CaseStatus } from './case-status.tsx';
import { EliminarExpedienteButton } from './eliminar-expediente-dialog.tsx';
import { EtapaProcesalPicker } from './etapa-procesal-picker.tsx';
import { EtiquetaTab } from './etiqueta-tab.tsx';
import { ResumenSection } from './resumen/resumen-section.tsx';
import { TerminoPendiente } from './termino-pendiente.tsx';
import { UltimoComentario } from './ultimo-comentario.tsx';
import { UltimoDocumento } from './ultimo-documento.tsx';

/** Router state the detail page reads to go back where the lawyer came from ('Regresar'). */
export interface OrigenState {
  origen: string;
}

/**
 * Memoised: the list keeps each unchanged case's object across answers (TanStack Query's structural
 * sharing, and the merge of pushed updates), so a new tag or a source update draws that one card
 * again, not the page of 20 (issue 21, item 18; procesos-escritura.test.tsx).
 */
export const CaseCard = memo(function CaseCard({ expediente }: { expediente: Expediente }) {
  const location = useLocation();
  const noCliente = esAbogadoNoCliente(expediente, useAbogadoSesion());
  const origen: OrigenState = { origen: `${location.pathname}${location.search}` };
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      data-testid="case-card"
      data-variante={noCliente ? 'abogado-no-cliente' : 'normal'}
      bg={noCliente ? 'violet.0' : undefined}
      style={noCliente ? { borderColor: 'var(--mantine-color-violet-4)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Anchor
              component={Link}
              to={`/admin/DetalleDelExpediente/${expediente.id}`}
              state={origen}
              ff="monospace"
              fw={600}
              style={{ wordBreak: 'break-all' }}
            >
              {expediente.numero}
            </Anchor>
            <Text size="sm" c="dimmed">
              {expediente.ciudad ?? '(Ciudad sin especificar)'}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap" justify="flex-end">
            {expediente.creadoPorCambioEntidad ? (
              <Badge color="violet" variant="light">
                Creado por cambio de instancia
              </Badge>
            ) : null}
            <EtiquetaTab idExpediente={expediente.id} etiqueta={expediente.etiqueta} />
            <EliminarExpedienteButton expediente={expediente} />
          </Group>
        </Group>
        <div className={classes.fields}>
          <CaseField label="Despacho" value={expediente.despacho} />
          <CaseField label="Clase" value={expediente.clase} />
          <CaseField label="Demandantes" value={expediente.demandantes} />
          <CaseField label="Demandados" value={expediente.demandados} />
        </div>
        <div className={classes.fields}>
          <EtapaProcesalPicker idExpediente={expediente.id} idEtapaProcesal={expediente.idEtapaProcesal} />
          <UltimoComentario />
        </div>
        <ResumenSection idExpediente={expediente.id} resumen={expediente.resumen} />
        <UltimoDocumento expediente={expediente} />
        <TerminoPendiente termino={expediente.terminoPendiente} />
        {/* Seed 000 §2: in the 'lawyer is not the client' variant the source cards are disabled. */}
        <CaseStatus expediente={expediente} disabled={noCliente} />
      </Stack>
    </Paper>
  );
});
