/**
 * The welcome popup of a first access (seed 002 §2): two pages with 'Siguiente', 'Regresar',
 * 'Terminar' and 'No volver a mostrar'. Both ways out mark it seen on the server; 'Terminar'
 * (read to the end) also starts the coached tour, 'No volver a mostrar' skips it (decision 0015).
 * Only its buttons close it: a click outside by accident must not lose the first impression.
 */
import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

export type CierreBienvenida = 'terminar' | 'noVolverAMostrar';

interface BienvenidaDialogProps {
  opened: boolean;
  nombre: string | null;
  onClose: (como: CierreBienvenida) => void;
}

export function BienvenidaDialog({ opened, nombre, onClose }: BienvenidaDialogProps) {
  const [pagina, setPagina] = useState<1 | 2>(1);
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="lg"
      // Above any dialog the user opened in the meantime (Mantine's default is 200), so it can be answered.
      zIndex={400}
      // The dialog's name stays the same on both pages (what assistive technology announces). It is
      // worded without grammatical gender: the account does not say who is reading.
      title={
        nombre
          ? `¡Te damos la bienvenida a Expediente Digital, ${nombre}!`
          : '¡Te damos la bienvenida a Expediente Digital!'
      }
    >
      <Stack gap="md">
        <Text size="xs" c="dimmed">
          {pagina} de 2
        </Text>
        {pagina === 1 ? (
          <>
            <Title order={3}>Vigilamos cada noche por ti</Title>
            <Text>
              Vigilamos tus procesos judiciales en siete fuentes (Rama Judicial, Samai, Unificada, Estados
              Electrónicos, Tyba, SIUGJ y Publicaciones Procesales) y te avisamos de cada cambio por correo,
              en la app y en la web antes de las 8:00 a. m.
            </Text>
            <Text>
              Tito, nuestro asistente, señala los cambios más relevantes para que empieces por ellos.
            </Text>
          </>
        ) : (
          <>
            <Title order={3}>Así empiezas</Title>
            <List spacing="xs">
              <List.Item>
                Registra tus procesos con su radicado de 23 dígitos, uno a uno o en una carga masiva.
              </List.Item>
              <List.Item>Cada mañana revisa en «Control de cambios» lo que cambió en tus procesos.</List.Item>
              <List.Item>Las notificaciones te avisan de cada novedad; elige cómo recibirlas.</List.Item>
            </List>
            <Text size="sm" c="dimmed">
              Recuerda: el servicio te ayuda, pero vigilar los términos procesales sigue siendo tu
              responsabilidad.
            </Text>
          </>
        )}
        <Group justify="space-between" mt="sm">
          <Button variant="subtle" color="gray" onClick={() => onClose('noVolverAMostrar')}>
            No volver a mostrar
          </Button>
          <Group gap="xs">
            {pagina === 2 ? (
              <Button variant="default" onClick={() => setPagina(1)}>
                Regresar
              </Button>
            ) : null}
            {pagina === 1 ? (
              <Button onClick={() => setPagina(2)}>Siguiente</Button>
            ) : (
              <Button onClick={() => onClose('terminar')}>Terminar</Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
