/** Share button and WhatsApp link with a prefilled message (seed 002 §2, §7). */
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconShare } from '@tabler/icons-react';
import { toast } from '../../../lib/toast.ts';
import { enlaceCompartido, enlaceWhatsApp, mensajeWhatsApp } from './compartir.ts';

async function compartir() {
  const enlace = enlaceCompartido(window.location.origin, 'enlace');
  if (typeof navigator.share === 'function') {
    // Closing the share sheet rejects: nothing to tell the user then.
    await navigator.share({ title: 'Expediente Digital', text: mensajeWhatsApp(enlace) }).catch(() => {});
    return;
  }
  try {
    await navigator.clipboard.writeText(enlace);
    toast.success('Copiamos el enlace para que lo compartas.');
  } catch {
    toast.info(enlace, { title: 'Comparte este enlace', autoClose: 9000 });
  }
}

export function CompartirEnlace() {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb={4}>
        Comparte Expediente Digital
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Para que el descuento quede a tu nombre, invita a tu colega por correo.
      </Text>
      <Group>
        <Button variant="light" leftSection={<IconShare size={16} />} onClick={() => void compartir()}>
          Compartir
        </Button>
        <Button
          component="a"
          href={enlaceWhatsApp(window.location.origin)}
          target="_blank"
          rel="noopener noreferrer"
          color="green"
          variant="light"
          leftSection={<IconBrandWhatsapp size={16} />}
        >
          Compartir por WhatsApp
        </Button>
      </Group>
    </Paper>
  );
}
