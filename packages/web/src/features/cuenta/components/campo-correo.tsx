/** The e-mail field of the account forms (sign-in, sign-up, forgotten password). */
import { TextInput } from '@mantine/core';
import type { MarcaInvalido } from './aviso-formulario.tsx';

interface CampoCorreoProps {
  value: string;
  onChange: (valor: string) => void;
  marca?: MarcaInvalido;
}

export function CampoCorreo({ value, onChange, marca }: CampoCorreoProps) {
  return (
    <TextInput
      label="Correo electrónico"
      placeholder="correo@ejemplo.com"
      type="email"
      autoComplete="email"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...marca}
    />
  );
}
