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
  /** The toggle's name (Mantine's own is English). */
  etiquetaMostrar?: string;
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
      visibilityToggleButtonProps={{ 'aria-label': etiquetaMostrar }}
    />
  );
}
