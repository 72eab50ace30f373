/** A password field of the account forms, its 'show' toggle named for screen readers. */
import { PasswordInput } from '@mantine/core';
import type { MarcaInvalido } from './aviso-formulario.tsx';

interface CampoContrasenaProps {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (valor: string) => void;
  /** The hint: a placeholder on the sign-up and activation pages, a description under a new password. */
  placeholder?: string;
  description?: string;
  /** The toggle's name; null leaves it unnamed (and hidden from screen readers), as activation has it. */
  etiquetaMostrar?: string | null;
  marca?: MarcaInvalido;
}

export function CampoContrasena({
  onChange,
  etiquetaMostrar = 'Mostrar u ocultar contraseña',
  marca,
  ...campo
}: CampoContrasenaProps) {
  return (
    <PasswordInput
      {...campo}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...marca}
      visibilityToggleButtonProps={etiquetaMostrar ? { 'aria-label': etiquetaMostrar } : undefined}
    />
  );
}
