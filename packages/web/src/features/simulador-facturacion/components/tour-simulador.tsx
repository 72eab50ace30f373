/**
 * The simulator's guided tour (seed 002 §2): three steps — number of cases, sources, table — each a
 * popover on its section, shown once per browser (the flag is kept locally, as the seed says).
 */
import { Button, Group, Popover, Text } from '@mantine/core';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { marcarTourVisto, tourVisto } from '../simulador.ts';

const PASOS = [
  {
    titulo: 'Número de procesos',
    texto: 'Escribe cuántos procesos quieres vigilar. El descuento por volumen se aplica solo.',
  },
  {
    titulo: 'Fuentes de consulta',
    texto:
      'Activa o desactiva las fuentes en las que consultamos tus procesos. Cada fuente cambia el precio por consulta.',
  },
  {
    titulo: 'Tabla de planes',
    texto: 'Aquí ves el valor mensual de cada plan según la frecuencia de consulta que elijas.',
  },
] as const;

interface TourState {
  paso: number | null;
  siguiente: () => void;
  terminar: () => void;
}

const TourContext = createContext<TourState>({ paso: null, siguiente: () => {}, terminar: () => {} });

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

export function TourSimulador({ children }: { children: ReactNode }) {
  const [paso, setPaso] = useState<number | null>(null);
  useEffect(() => {
    if (tourVisto(storage())) return;
    // Marked when it starts: 'shown once' holds even if the lawyer leaves the page halfway.
    marcarTourVisto(storage());
    setPaso(0);
  }, []);
  const value: TourState = {
    paso,
    siguiente: () => setPaso((actual) => (actual === null || actual >= PASOS.length - 1 ? null : actual + 1)),
    terminar: () => setPaso(null),
  };
  return <TourContext.Provider value={value}>{children}</TourContext.Provider>;
}

/** Wraps one section of the page; its popover opens when the tour reaches `paso`. */
export function PasoTour({ paso, children }: { paso: number; children: ReactNode }) {
  const tour = useContext(TourContext);
  const abierto = tour.paso === paso;
  const esUltimo = paso === PASOS.length - 1;
  return (
    <Popover
      opened={abierto}
      position="bottom-start"
      withArrow
      shadow="md"
      width={320}
      trapFocus={false}
      withRoles={false}
    >
      <Popover.Target>
        <div
          style={
            abierto
              ? { outline: '2px solid var(--mantine-color-blue-5)', outlineOffset: 4, borderRadius: 8 }
              : undefined
          }
        >
          {children}
        </div>
      </Popover.Target>
      {/* Never wider than a 320 px screen, margins included (WCAG 1.4.10, issue 24). */}
      <Popover.Dropdown
        maw="calc(100vw - 16px)"
        role="dialog"
        aria-label={`Guía del simulador: ${PASOS[paso].titulo}`}
      >
        <Text size="xs" c="dimmed">
          Paso {paso + 1} de {PASOS.length}
        </Text>
        <Text fw={700}>{PASOS[paso].titulo}</Text>
        <Text size="sm" mt={4}>
          {PASOS[paso].texto}
        </Text>
        <Group justify="space-between" mt="sm">
          <Button variant="subtle" size="xs" onClick={tour.terminar}>
            Omitir guía
          </Button>
          <Button size="xs" onClick={tour.siguiente}>
            {esUltimo ? 'Terminar' : 'Siguiente'}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
