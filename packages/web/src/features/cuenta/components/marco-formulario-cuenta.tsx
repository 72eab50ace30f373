/**
 * The frame of the sign-in, sign-up, activation and password pages' forms: the fields, the
 * validation message, the full-width submit button, and what follows it (a link onward).
 */
import { Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { AvisoFormulario, type EstadoAviso } from './aviso-formulario.tsx';

interface MarcoFormularioCuentaProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  aviso: Pick<EstadoAviso<string>, 'id' | 'texto'>;
  textoEnviar: string;
  enviando: boolean;
  children: ReactNode;
  pie?: ReactNode;
}

export function MarcoFormularioCuenta({
  onSubmit,
  aviso,
  textoEnviar,
  enviando,
  children,
  pie,
}: MarcoFormularioCuentaProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {children}
        <AvisoFormulario aviso={aviso} />
        <Button type="submit" loading={enviando} fullWidth size="md">
          {textoEnviar}
        </Button>
        {pie}
      </Stack>
    </form>
  );
}
