/** The case fields at the top of the case detail, with the card's edits (tag, stage, summary, delete). */

import type { Expediente } from '@expediente/domain/contrato/expedientes';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useAbogadoSesion } from '../api/use-abogado-sesion.ts';
import { esAbogadoNoCliente } from './abogado-no-cliente.ts';
import { CaseField } from './case-field.tsx';
import { CaseStatus } from './case-status.tsx';
import { EliminarExpedienteButton } from './eliminar-expediente-dialog.tsx';
import { EtapaProcesalPicker } from './etapa-procesal-picker.tsx';
import { EtiquetaTab } from './etiqueta-tab.tsx';
import { ResumenSection } from './resumen/resumen-section.tsx';
import { TerminoPendiente } from './termino-pendiente.tsx';
import { UltimoDocumento } from './ultimo-documento.tsx';

interface ExpedienteHeaderProps {
  expediente: Expediente;
  /** After deleting the case (the page goes back to /admin). */
  onEliminado: () => void;
}

export function ExpedienteHeader({ expediente, onEliminado }: ExpedienteHeaderProps) {
  const noCliente = esAbogadoNoCliente(expediente, useAbogadoSesion());
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg={noCliente ? 'violet.0' : undefined}
      style={noCliente ? { borderColor: 'var(--mantine-color-violet-4)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Stack gap={2}>
            <Text
              ff="monospace"
              fw={700}
              size="lg"
              style={{ wordBreak: 'break-all' }}
              data-testid="expediente-numero"
            >
              {expediente.numero}
            </Text>
            <Text size="sm" c="dimmed">
              {expediente.ciudad ?? '(Ciudad sin especificar)'}
            </Text>
          </Stack>
          <Group gap="xs">
            {expediente.creadoPorCambioEntidad ? (
              <Badge color="violet" variant="light">
                Creado por cambio de instancia
              </Badge>
            ) : null}
            <EtiquetaTab idExpediente={expediente.id} etiqueta={expediente.etiqueta} />
            <EliminarExpedienteButton expediente={expediente} onEliminado={onEliminado} />
          </Group>
        </Group>
        {/* One column on a phone, like the case card: from the theme's sm (380 px) two columns
            squeezed the parties' names and cut the 'Etapa procesal' hint to 'Selecciona o escribe u'. */}
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xs">
          <CaseField label="Despacho" value={expediente.despacho} />
          <CaseField label="Corporación" value={expediente.corporacion} />
          <CaseField label="Clase" value={expediente.clase} />
          <CaseField label="Demandantes" value={expediente.demandantes} />
          <CaseField label="Demandados" value={expediente.demandados} />
          <EtapaProcesalPicker idExpediente={expediente.id} idEtapaProcesal={expediente.idEtapaProcesal} />
        </SimpleGrid>
        <ResumenSection idExpediente={expediente.id} resumen={expediente.resumen} variante="boton" />
        <UltimoDocumento expediente={expediente} />
        <TerminoPendiente termino={expediente.terminoPendiente} />
        <CaseStatus expediente={expediente} disabled={noCliente} />
      </Stack>
    </Paper>
  );
}
