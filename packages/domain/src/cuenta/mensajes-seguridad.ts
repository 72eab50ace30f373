/**
 * Account-safety messages (issue 20): password reset and change, sessions ended on every device,
 * invitation and sign-up limits, plan limits. Not in the seeds: our wording, in the seeds' tone
 * and in "tú". Spread into MESSAGES so the server answers them as { code, message }; the rules
 * that use them are in seguridad.ts.
 */
export const MENSAJES_SEGURIDAD_CUENTA = {
  // Password reset ('He olvidado mi contraseña')
  SolicitudRestablecerEnviada:
    'Si ese correo tiene una cuenta en Expediente Digital, te enviamos un enlace para crear una contraseña nueva. Revisa tu bandeja de entrada.',
  EnlaceRestablecerInvalido:
    'El enlace para restablecer tu contraseña no es válido, ya se usó o venció. Pide uno nuevo.',
  ContrasenaRestablecida: 'Listo. Tu contraseña cambió: inicia sesión con la nueva.',
  // Password change and sessions ('Mi cuenta')
  ContrasenaActualIncorrecta: 'La contraseña actual no es correcta.',
  ContrasenaNuevaIgual: 'La contraseña nueva debe ser distinta de la actual.',
  ContrasenaCambiada: 'Tu contraseña cambió. Cerramos tu sesión en los demás dispositivos.',
  SesionesCerradas: 'Cerramos tu sesión en todos los demás dispositivos.',
  // Associated users' invitations
  DemasiadasInvitaciones: 'Ya enviaste {max} invitaciones hoy. Podrás invitar a más personas mañana.',
  InvitacionVencida: 'La invitación venció. Pide a la cuenta principal que te invite de nuevo.',
  CorreoSinVerificar:
    'Antes de enviar correos a otras personas, confirma tu correo electrónico con el enlace que te enviamos.',
  CorreoVerificado: 'Listo. Confirmamos tu correo electrónico.',
  VerificacionReenviada:
    'Te enviamos un enlace nuevo para confirmar tu correo. Revisa tu bandeja de entrada.',
  EnlaceVerificacionInvalido: 'El enlace para confirmar tu correo no es válido o venció.',
  // Plan and trial limits
  LimiteProcesosPrueba:
    'Durante la prueba gratuita puedes registrar hasta {max} procesos. Ingresa tus datos de facturación en Mi cuenta para registrar más.',
  LimiteProcesosPlan: 'Tu cuenta llegó al máximo de {max} procesos de tu plan. Escríbenos para ampliarlo.',
  LimiteCargaPrueba:
    'Durante la prueba gratuita cada carga admite hasta {max} radicados. Divídela en varias cargas o ingresa tus datos de facturación en Mi cuenta.',
  CuotaAnexosSuperada:
    'Tu cuenta llegó al límite de {max} MB de anexos. Elimina los anexos que ya no necesites para subir otros.',
  // What one account may make the product do in 24 hours (courts asked, e-mails sent)
  LimiteConsultasDia:
    'Tu cuenta ya pidió {max} consultas a las fuentes en las últimas 24 horas. Podrás activar fuentes o registrar procesos más tarde; los procesos que ya vigilas se siguen consultando cada noche.',
  DemasiadasVerificaciones: 'Ya pediste {max} verificaciones de tus procesos hoy. Podrás pedir otra mañana.',
  DemasiadosInformes:
    'Ya pediste {max} informes de todos tus procesos hoy. Podrás pedir otro mañana; mientras tanto, revisa los que te enviamos a tu correo.',
  DemasiadasSolicitudesLlamada:
    'Ya recibimos tus solicitudes de llamada de hoy. Un asesor te contactará pronto; podrás enviar otra mañana.',
  DemasiadasSolicitudesSuperintendencias:
    'Ya enviaste {max} solicitudes de registro en Superintendencias hoy. Podrás enviar más mañana.',
  LimiteListaMaestra:
    'Ya creaste {max} valores propios, como etapas procesales. Usa uno de los que ya tienes.',
  // Sign-up
  DemasiadosRegistros: 'Demasiados registros desde tu conexión. Espera un momento e inténtalo de nuevo.',
} as const;
