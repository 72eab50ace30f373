/**
 * A secret the server shows once (an API key, a webhook's signing secret): the warning, the value
 * selected on focus, a copy button that says when it copied, and the button that hides it.
 */
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

export function SecretoUnaVez(props: {
  aviso: ReactNode;
  valor: string;
  /** The field's accessible name ('Clave de API', 'Secreto del webhook'). */
  etiqueta: string;
  /** 'clave' or 'secreto': 'Copiar clave' / 'Clave copiada'. */
  nombre: 'clave' | 'secreto';
  /** 'Ya la copié' or 'Ya lo copié'. */
  textoListo: string;
  onListo: () => void;
  testId?: string;
}) {
  const Nombre = props.nombre[0].toUpperCase() + props.nombre.slice(1);
  return (
    <Alert color="teal" variant="light" data-testid={props.testId}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {props.aviso}
        </Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            value={props.valor}
            readOnly
            aria-label={props.etiqueta}
            style={{ flex: 1 }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={props.valor} timeout={2500}>
            {({ copied, copy }) => (
              <Button color={copied ? 'teal' : 'blue'} onClick={copy}>
                {copied
                  ? `${Nombre} copiad${props.nombre === 'clave' ? 'a' : 'o'}`
                  : `Copiar ${props.nombre}`}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button variant="subtle" size="xs" onClick={props.onListo}>
            {props.textoListo}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
