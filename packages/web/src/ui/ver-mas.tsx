/**
 * The 'Ver más' button under a list that shows its rows a page at a time (seed 000 §3: 20 and
 * 'Ver más'), centred, and spinning while the next page is on its way when it comes from the server.
 */
import { Button, Center } from '@mantine/core';
import type { ReactNode } from 'react';

interface VerMasProps {
  /** False once every row is shown: the button is not drawn. */
  hayMas: boolean;
  onVerMas: () => void;
  cargando?: boolean;
  mt?: 'sm';
  children?: ReactNode;
}

export function VerMas({ hayMas, onVerMas, cargando = false, mt, children = 'Ver más' }: VerMasProps) {
  if (!hayMas) return null;
  return (
    <Center mt={mt}>
      <Button variant="light" loading={cargando} onClick={onVerMas}>
        {children}
      </Button>
    </Center>
  );
}
