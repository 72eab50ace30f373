/**
 * A guide card in the screen's lower corner. It does not cover the page with an overlay (a region, not a dialog): the
 * user can go on working while it is open (the coached tour and the notification guides).
 */
import { Affix, CloseButton, Group, Paper, Stack, Text, Transition } from '@mantine/core';
import type { ReactNode } from 'react';

interface GuiaFlotanteProps {
  opened: boolean;
  titulo: string;
  /** The card's accessible name, what a screen reader (and a journey) finds it by. */
  etiqueta: string;
  children: ReactNode;
  acciones: ReactNode;
  onClose: () => void;
}

export function GuiaFlotante({ opened, titulo, etiqueta, children, acciones, onClose }: GuiaFlotanteProps) {
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={300}>
      <Transition mounted={opened} transition="slide-up" duration={200}>
        {(styles) => (
          <Paper
            style={styles}
            shadow="lg"
            radius="md"
            p="md"
            withBorder
            w={340}
            maw="calc(100vw - 40px)"
            role="region"
            aria-label={etiqueta}
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700}>{titulo}</Text>
                <CloseButton aria-label="Cerrar guía" onClick={onClose} />
              </Group>
              {children}
              <Group justify="flex-end" gap="xs">
                {acciones}
              </Group>
            </Stack>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
