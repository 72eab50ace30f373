/**
 * The actuación's anotación in the review card (issue 19 §4): cut at a word boundary, the same cut
 * as the morning e-mail, with 'Ver completa' / 'Ver menos' to read it whole. It often carries what
 * the generic name hides (the hearing's date, the filing a memorial names).
 */
import { cortarEnPalabra } from '@expediente/domain';
import { Button, Text } from '@mantine/core';
import { useId, useState } from 'react';

/** About three lines of the widget's width. */
export const MAX_ANOTACION_TARJETA = 220;

export function AnotacionRecortada({ texto }: { texto: string }) {
  const [completa, setCompleta] = useState(false);
  const id = useId();
  const corta = cortarEnPalabra(texto, MAX_ANOTACION_TARJETA);
  const recortada = corta !== texto.replace(/\s+/g, ' ').trim();
  return (
    <Text size="xs" c="dimmed" data-testid="anotacion-cambio">
      <Text span id={id} size="xs" inherit>
        {completa || !recortada ? texto : corta}
      </Text>
      {recortada ? (
        <Button
          variant="subtle"
          size="compact-xs"
          ml={4}
          aria-expanded={completa}
          aria-controls={id}
          onClick={() => setCompleta((valor) => !valor)}
        >
          {completa ? 'Ver menos' : 'Ver completa'}
        </Button>
      ) : null}
    </Text>
  );
}
