/**
 * The install-celebration popup (seed 002 §2, §9: shown for 10 s): opens when the browser reports
 * the app installed ('appinstalled') and closes by itself after 10 s, or earlier by the user.
 */
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DURACION_CELEBRACION_INSTALACION_MS } from '../flujo.ts';
import { useInstalacion } from '../pwa/instalacion.ts';

export function InstalacionCelebracion() {
  const { instalaciones } = useInstalacion();
  const [abierta, setAbierta] = useState(false);

  useEffect(() => {
    if (instalaciones === 0) return;
    setAbierta(true);
    const timer = setTimeout(() => setAbierta(false), DURACION_CELEBRACION_INSTALACION_MS);
    return () => clearTimeout(timer);
  }, [instalaciones]);

  return (
    <Modal opened={abierta} onClose={() => setAbierta(false)} centered title="¡App instalada!">
      <Stack align="center" gap="sm">
        <ThemeIcon size={64} radius="xl" color="green" variant="light">
          <IconConfetti size={36} />
        </ThemeIcon>
        <Text ta="center">
          Expediente Digital ya está en tu dispositivo. Ábrela desde tu pantalla de inicio para ver tus
          procesos y cambios en un toque.
        </Text>
        <Group justify="center">
          <Button onClick={() => setAbierta(false)}>¡Genial!</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
