/**
 * 'Mis estadísticas' (seed 002 §2): an overview of the last summary's four figures, then a slide
 * view with 'Regresar' and arrows that wrap around the four slides. The modal widens from 2xl
 * (42rem) to 4xl (56rem) in the slide view, as the seed's layout does.
 */
import { MESSAGES } from '@expediente/domain';
import type { UltimoResumen } from '@expediente/domain/contrato/estadisticas';
import {
  ActionIcon,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useUltimoResumen } from '../api/estadisticas-api.ts';
import { abrirCuentaEnDatos, cerrarEstadisticas } from '../estadisticas-store.ts';
import { type Slide, slidesDe } from '../slides.ts';
import { BarraProporcion } from './barra-proporcion.tsx';
import clases from './estadisticas.module.css';

const ANCHO_RESUMEN = '42rem';
const ANCHO_SLIDES = '56rem';

interface Vista {
  indice: number;
  /** Where the slide comes from, for its 450 ms entrance. */
  desde: 'derecha' | 'izquierda';
}

export function EstadisticasModal({ opened }: { opened: boolean }) {
  const resumen = useUltimoResumen(opened);
  const [vista, setVista] = useState<Vista | null>(null);
  // Whatever closed it (the close button, or the drawer opening), it opens again on the overview.
  useEffect(() => {
    if (!opened) setVista(null);
  }, [opened]);
  return (
    <Modal
      opened={opened}
      onClose={cerrarEstadisticas}
      title="Mis estadísticas"
      size={vista ? ANCHO_SLIDES : ANCHO_RESUMEN}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {resumen.isPending ? (
        <Center p="xl">
          <Loader />
        </Center>
      ) : resumen.isError ? (
        // Seed 002 §8: a no-summaries message (no data yet, null), or the chat for anything else.
        <Text>{`${MESSAGES.ErrorInterno} Si el problema continúa, escríbenos por el chat.`}</Text>
      ) : resumen.data === null ? (
        <Text>{MESSAGES.EstadisticasSinResumenes}</Text>
      ) : vista ? (
        <SlideView slides={slidesDe(resumen.data)} vista={vista} onChange={setVista} />
      ) : (
        <Resumen datos={resumen.data} onElegir={(indice) => setVista({ indice, desde: 'derecha' })} />
      )}
    </Modal>
  );
}

function Resumen({ datos, onElegir }: { datos: UltimoResumen; onElegir: (indice: number) => void }) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Resumen de la consulta del {datos.fecha}. Ahorraste o evitaste gastar {datos.horasAhorradas} horas.
      </Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {slidesDe(datos).map((slide, indice) => (
          <li key={slide.titulo}>
            <UnstyledButton
              onClick={() => onElegir(indice)}
              w="100%"
              p="sm"
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
              data-testid="resumen-estadistica"
            >
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{slide.titulo}</Text>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={800} size="xl">
                    {slide.total.toLocaleString('es-CO')}
                  </Text>
                  <IconChevronRight size={18} />
                </Group>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      <Anchor component="button" type="button" size="sm" onClick={abrirCuentaEnDatos}>
        Ver Tu cuenta en datos
      </Anchor>
    </Stack>
  );
}

interface SlideViewProps {
  slides: Slide[];
  vista: Vista;
  onChange: (vista: Vista | null) => void;
}

function SlideView({ slides, vista, onChange }: SlideViewProps) {
  const slide = slides[vista.indice];
  // The arrows wrap: after the fourth comes the first, before the first the fourth.
  const mover = (paso: 1 | -1) =>
    onChange({
      indice: (vista.indice + paso + slides.length) % slides.length,
      desde: paso === 1 ? 'derecha' : 'izquierda',
    });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={() => onChange(null)}>
          Regresar
        </Button>
        <Text size="sm" c="dimmed">
          {vista.indice + 1} de {slides.length}
        </Text>
      </Group>
      <Group wrap="nowrap" align="center" gap="sm">
        <ActionIcon variant="light" size="xl" radius="xl" aria-label="Anterior" onClick={() => mover(-1)}>
          <IconChevronLeft />
        </ActionIcon>
        <Stack
          key={vista.indice}
          flex={1}
          gap="md"
          className={vista.desde === 'derecha' ? clases.entraDesdeDerecha : clases.entraDesdeIzquierda}
          data-testid="slide-estadisticas"
        >
          <Title order={3}>{slide.titulo}</Title>
          <Group gap="xs" align="baseline">
            <Text fw={800} fz={40} lh={1} data-testid="total-slide">
              {slide.total.toLocaleString('es-CO')}
            </Text>
            <Text c="dimmed">{slide.detalle}</Text>
          </Group>
          <BarraProporcion partes={slide.partes} />
        </Stack>
        <ActionIcon variant="light" size="xl" radius="xl" aria-label="Siguiente" onClick={() => mover(1)}>
          <IconChevronRight />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
