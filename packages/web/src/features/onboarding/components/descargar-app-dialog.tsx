/**
 * 'Descarga la app' (seed 002 §2 side panel): installs this web app when the browser allows it,
 * says so when it is already installed, and otherwise explains how to add it from the browser's
 * menu; the Android store app stays as a second way.
 */
import { Anchor, Button, List, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { MOBILE_APP_STORE_URL } from '../../../lib/external-links.ts';
import { pedirInstalacion, useInstalacion } from '../pwa/instalacion.ts';

interface DescargarAppDialogProps {
  opened: boolean;
  onClose: () => void;
}

export function DescargarAppDialog({ opened, onClose }: DescargarAppDialogProps) {
  const { puedeInstalar, instalada } = useInstalacion();
  const [isPidiendo, setPidiendo] = useState(false);

  const instalar = async () => {
    setPidiendo(true);
    try {
      // On acceptance the browser fires 'appinstalled' and the celebration popup takes over.
      if (await pedirInstalacion()) onClose();
    } finally {
      setPidiendo(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Descarga la app" centered>
      <Stack gap="sm">
        {instalada ? (
          <Text>Ya tienes Expediente Digital instalada en este dispositivo.</Text>
        ) : puedeInstalar ? (
          <>
            <Text>
              Instala Expediente Digital en este dispositivo y ábrela como cualquier otra aplicación.
            </Text>
            <Button leftSection={<IconDownload size={16} />} loading={isPidiendo} onClick={instalar}>
              Instalar Expediente Digital
            </Button>
          </>
        ) : (
          <>
            <Text>Agrega Expediente Digital a tu dispositivo desde el navegador:</Text>
            <List size="sm" spacing={4}>
              <List.Item>Chrome o Edge: menú ⋮ → «Instalar Expediente Digital».</List.Item>
              <List.Item>iPhone o iPad (Safari): Compartir → «Agregar a pantalla de inicio».</List.Item>
            </List>
          </>
        )}
        <Text size="sm" c="dimmed">
          ¿Usas Android?{' '}
          <Anchor href={MOBILE_APP_STORE_URL} target="_blank" rel="noopener noreferrer">
            Descarga la app en Google Play
          </Anchor>
          .
        </Text>
      </Stack>
    </Modal>
  );
}
