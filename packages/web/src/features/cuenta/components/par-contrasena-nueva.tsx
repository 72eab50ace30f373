/**
 * A new password typed twice (activation, reset, change), and which of the two fields a message of
 * the account rules (@expediente/domain: validateActivation, validateNuevaContrasena) is about.
 */
import type { MessageCode } from '@expediente/domain';
import type { MarcaInvalido } from './aviso-formulario.tsx';
import { CampoContrasena } from './campo-contrasena.tsx';

export interface ContrasenaNueva {
  password: string;
  passwordRepetida: string;
}

export type CampoContrasenaNueva = keyof ContrasenaNueva;

export const CONTRASENA_NUEVA_VACIA: ContrasenaNueva = { password: '', passwordRepetida: '' };

/** The field a message code is about; null when it is about neither (the terms, the link). */
export function campoDeContrasenaNueva(codigo: MessageCode | null, valores: ContrasenaNueva) {
  switch (codigo) {
    case 'CamposObligatorios':
      return !valores.password ? 'password' : !valores.passwordRepetida ? 'passwordRepetida' : null;
    case 'ContrasenaCorta':
    case 'ContrasenaConNumeral':
      return 'password';
    case 'ContrasenasNoCoinciden':
      return 'passwordRepetida';
    default:
      return null;
  }
}

// Each page keeps the words it has always shown: the activation page asks for 'la contraseña' of a
// new account; the reset page and 'Mi cuenta' for 'la contraseña nueva', with the rules as a hint.
// 'Mi cuenta' also asks for the current password, so its toggles say which password they show.
const PISTA = 'Mínimo 8 caracteres, sin el carácter #.';
const TEXTOS = {
  activacion: {
    etiqueta: 'Contraseña',
    placeholder: 'Mínimo 8 caracteres',
    description: undefined,
    mostrar: 'Mostrar u ocultar contraseña',
    etiquetaRepetida: 'Repite la contraseña',
    mostrarRepetida: 'Mostrar u ocultar contraseña repetida',
  },
  restablecer: {
    etiqueta: 'Contraseña nueva',
    placeholder: undefined,
    description: PISTA,
    mostrar: 'Mostrar u ocultar contraseña',
    etiquetaRepetida: 'Repite la contraseña nueva',
    mostrarRepetida: 'Mostrar u ocultar contraseña repetida',
  },
  cambio: {
    etiqueta: 'Contraseña nueva',
    placeholder: undefined,
    description: PISTA,
    mostrar: 'Mostrar u ocultar la contraseña nueva',
    etiquetaRepetida: 'Repite la contraseña nueva',
    mostrarRepetida: 'Mostrar u ocultar la contraseña repetida',
  },
} as const;

interface ParContrasenaNuevaProps {
  variante: keyof typeof TEXTOS;
  valores: ContrasenaNueva;
  onChange: (valores: ContrasenaNueva) => void;
  marca: (campo: CampoContrasenaNueva) => MarcaInvalido;
}

export function ParContrasenaNueva({ variante, valores, onChange, marca }: ParContrasenaNuevaProps) {
  const textos = TEXTOS[variante];
  return (
    <>
      <CampoContrasena
        label={textos.etiqueta}
        placeholder={textos.placeholder}
        description={textos.description}
        autoComplete="new-password"
        value={valores.password}
        onChange={(password) => onChange({ ...valores, password })}
        etiquetaMostrar={textos.mostrar}
        marca={marca('password')}
      />
      <CampoContrasena
        label={textos.etiquetaRepetida}
        autoComplete="new-password"
        value={valores.passwordRepetida}
        onChange={(passwordRepetida) => onChange({ ...valores, passwordRepetida })}
        etiquetaMostrar={textos.mostrarRepetida}
        marca={marca('passwordRepetida')}
      />
    </>
  );
}
