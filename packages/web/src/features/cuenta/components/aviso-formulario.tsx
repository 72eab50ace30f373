/**
 * The validation message of an account form and the field it is about: the message shows in a red
 * alert, and that field is marked invalid with the alert as its error message (WCAG 3.3.1; Mantine
 * sets aria-describedby itself, only for its own error text).
 */
import { Alert } from '@mantine/core';
import { useId, useState } from 'react';

/** What a field receives to be marked: nothing while no message is about it. */
export type MarcaInvalido = { error?: boolean; 'aria-invalid'?: boolean; 'aria-errormessage'?: string };

export interface EstadoAviso<Campo extends string> {
  id: string;
  texto: string | null;
  /** Shows a message (null hides it) and marks the field it is about, if any. */
  avisar: (texto: string | null, campo?: Campo | null) => void;
  marca: (campo: Campo) => MarcaInvalido;
}

export function useAvisoFormulario<Campo extends string = never>(): EstadoAviso<Campo> {
  const id = useId();
  const [aviso, setAviso] = useState<{ texto: string; campo: Campo | null } | null>(null);
  return {
    id,
    texto: aviso?.texto ?? null,
    avisar: (texto, campo = null) => setAviso(texto ? { texto, campo } : null),
    marca: (campo) =>
      aviso?.campo === campo ? { error: true, 'aria-invalid': true, 'aria-errormessage': id } : {},
  };
}

export function AvisoFormulario({ aviso }: { aviso: Pick<EstadoAviso<string>, 'id' | 'texto'> }) {
  if (!aviso.texto) return null;
  return (
    <Alert id={aviso.id} color="red" variant="light" role="alert">
      {aviso.texto}
    </Alert>
  );
}
