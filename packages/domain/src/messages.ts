/**
 * The seeds' Spanish messages, in one catalogue shared by server and web.
 * Keys are the error codes the API answers with ({ code, message }).
 */
export const MESSAGES = {
  // Sign-in and sign-up (seed 002 §5, §8)
  CorreoInvalido: 'Por favor introduzca un correo electrónico válido',
  CredencialesIncorrectas: 'Usuario o contraseña incorrecta',
  CamposObligatorios: 'Por favor rellene todos los campos',
  NombreMuyLargo: 'El nombre no puede contener más de 100 caracteres',
  NombreCaracteresEspeciales: 'El nombre no puede contener caracteres especiales',
  NombreCaracteresEspecialesServidor: 'El nombre no puede contener caracteres especiales ni números',
  NombreConEnlaces: 'El nombre no puede contener enlaces o URLs',
  ContrasenaCorta: 'La contraseña debe tener mínimo 8 caracteres',
  TerminosNoAceptados: 'Por favor acepte los términos y condiciones',
  ContrasenaConNumeral: 'La contraseña no puede contener el caracter #',
  CorreoEnUso: 'El correo electrónico ya está en uso',
  ContrasenasNoCoinciden: 'Las contraseñas no coinciden',
  InformacionInsuficienteActivacion: 'No existe información suficiente para activar la cuenta.',
  ErrorIniciarSesion: 'Se ha presentado un error al iniciar sesión',
  ErrorRegistro: 'Se ha presentado un error al realizar el registro',
  ErrorVerificarUsuario: 'Ocurrió un error al verificar el estado del usuario.',
  ErrorActivarUsuario: 'Ocurrió un error al activar el usuario.',
  // Session (seed 000 §6, 002 §6)
  CredencialesNoValidas: 'Credenciales NO válidas',
  SesionExpirada: 'Por favor, inicie sesión nuevamente',
  DemasiadosIntentos: 'Demasiados intentos. Espere un momento e intente de nuevo.',
  // Generic request errors (not in the seeds: our wording, same tone)
  SolicitudInvalida: 'La solicitud no tiene el formato esperado.',
  CuerpoMuyGrande: 'La solicitud es demasiado grande.',
  NoEncontrado: 'El recurso solicitado no existe.',
  SinPermisos: 'No tiene permisos para realizar esta acción.',
  ErrorInterno: 'Ocurrió un error inesperado. Por favor inténtelo nuevamente.',
  // Radicado (seed 000 §5)
  RadicadoInvalido: 'El valor a digitar debe contener 23 digitos numericos',
} as const;

export type MessageCode = keyof typeof MESSAGES;

/** The JSON body of every API error. */
export interface ApiErrorBody {
  code: string;
  message: string;
  /** Field-level details for a failed validation, when there are any. */
  campos?: Record<string, string>;
}
