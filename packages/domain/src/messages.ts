/**
 * The seeds' Spanish messages, in one catalogue shared by server and web.
 * Keys are the error codes the API answers with ({ code, message }).
 */
import { MENSAJES_SEGURIDAD_CUENTA } from './cuenta/mensajes-seguridad.ts';

export const MESSAGES = {
  ...MENSAJES_SEGURIDAD_CUENTA,
  // Sign-in and sign-up (seed 002 §5, §8)
  CorreoInvalido: 'Por favor, introduce un correo electrónico válido',
  CredencialesIncorrectas: 'Usuario o contraseña incorrecta',
  CamposObligatorios: 'Por favor, rellena todos los campos',
  NombreMuyLargo: 'El nombre no puede contener más de 100 caracteres',
  NombreCaracteresEspeciales: 'El nombre no puede contener caracteres especiales',
  NombreCaracteresEspecialesServidor: 'El nombre no puede contener caracteres especiales ni números',
  NombreConEnlaces: 'El nombre no puede contener enlaces o URLs',
  ContrasenaCorta: 'La contraseña debe tener mínimo 8 caracteres',
  TerminosNoAceptados: 'Por favor, acepta los términos y condiciones',
  ContrasenaConNumeral: 'La contraseña no puede contener el carácter #',
  CorreoEnUso: 'El correo electrónico ya está en uso',
  ContrasenasNoCoinciden: 'Las contraseñas no coinciden',
  InformacionInsuficienteActivacion: 'No existe información suficiente para activar la cuenta.',
  ErrorIniciarSesion: 'Se ha presentado un error al iniciar sesión',
  ErrorRegistro: 'Se ha presentado un error al realizar el registro',
  ErrorVerificarUsuario: 'Ocurrió un error al verificar el estado del usuario.',
  ErrorActivarUsuario: 'Ocurrió un error al activar el usuario.',
  // Session (seed 000 §6, 002 §6)
  CredencialesNoValidas: 'Credenciales no válidas',
  SesionExpirada: 'Por favor, inicia sesión nuevamente',
  DemasiadosIntentos: 'Demasiados intentos. Espera un momento e intenta de nuevo.',
  // Generic request errors (not in the seeds: our wording, same tone)
  SolicitudInvalida: 'La solicitud no tiene el formato esperado.',
  CuerpoMuyGrande: 'La solicitud es demasiado grande.',
  DemasiadasConexiones:
    'Abriste Expediente Digital en demasiadas pestañas o dispositivos. Esta pestaña dejó de recibir avisos en tiempo real: vuelve a cargar la página para recibirlos de nuevo.',
  EncabezadosMuyGrandes: 'La dirección o los encabezados de la solicitud son demasiado largos.',
  SolicitudIncompleta: 'La solicitud tardó demasiado en llegar completa. Inténtalo de nuevo.',
  NoEncontrado: 'El recurso solicitado no existe.',
  SinPermisos: 'No tienes permisos para realizar esta acción.',
  ErrorInterno: 'Ocurrió un error inesperado. Por favor, inténtalo nuevamente.',
  // Radicado (seed 000 §5)
  RadicadoInvalido: 'El valor a digitar debe contener 23 dígitos numéricos',
  // Case files (seed 000 §8)
  ExpedienteNoEncontrado: 'El expediente ha sido eliminado o no ha sido encontrado',
  PantallazoNoDisponible: 'No hay pantallazo disponible',
  SinPermisosExpediente: 'No tienes permisos para ver este expediente',
  ErrorEliminarExpediente: 'Error al eliminar expediente. Por favor inténtalo de nuevo en unos minutos.',
  DebesEsperarActivacion: 'Debes esperar a que finalice la activación de las fuentes',
  RadicadoYaRegistrado:
    'El expediente con número de radicado {radicado} ya se encuentra registrado. Por favor, intenta con otro.',
  EtapaVacia: 'El nombre de la etapa procesal no puede estar vacío.',
  // The seed shows no tag limit; ours (ETIQUETA_MAX) keeps tags readable on the card.
  EtiquetaMuyLarga: 'La etiqueta no puede tener más de 200 caracteres.',
  ResumenInvalido: 'Ocurrió un error al guardar.',
  ErrorEtapaProcesal: 'Ocurrió un error al seleccionar la etapa procesal.',
  ErrorListaMaestra: 'Ocurrió un error al crear el valor de lista maestra.',
  ErrorResultadoAdicional: 'No se pudo eliminar el resultado adicional',
  ResultadoAdicionalEliminado: 'Resultado adicional eliminado correctamente',
  // Source activation (seed 000 §8); keys are matched by substring by the client
  ErrorActivacion:
    'Lo sentimos, ha ocurrido un error al activar la consulta del proceso, por favor, inténtalo de nuevo',
  ErrorDesactivacion:
    'Lo sentimos, ha ocurrido un error al desactivar la consulta del proceso, por favor, inténtalo de nuevo',
  YaExisteOtroProcesoRegistradoConEseRadicado:
    'El proceso ya se encuentra registrado en esta fuente de consulta. Por favor comunícate con servicio al cliente por el chat.',
  ErrorAlRegistrarProcesoEnFuente:
    'El servicio de la fuente de consulta no está disponible en este momento. Por favor inténtalo de nuevo en 10 minutos.',
  // Reading a source's documents when the tab opens (our wording, same advice as above).
  ErrorAlConsultarFuente:
    'No pudimos consultar los documentos en la fuente en este momento. Por favor inténtalo de nuevo en 10 minutos.',
  YaExisteProcesoRegistradoEnLafuente:
    'Ya tienes un proceso con este radicado y esta fuente de consulta activa.',
  CamposFuenteObligatorios: 'Debes diligenciar los campos obligatorios de la fuente de consulta.',
  FuenteDesconocida: 'Fuente desconocida',
  FuenteNoActiva: 'La fuente de consulta no está activa para este expediente.',
  // Bulk loads (seed 000 §8)
  CargaActiva: 'Ocurrió un problema debido a que ya se encuentra una carga de procesos activa',
  SinPermisosCarga: 'No tienes permisos para acceder a la carga',
  CargaNoEncontrada: 'La carga no se encuentra o ha sido eliminada',
  ErrorFormatoInformacion:
    'La información proporcionada no tiene el formato esperado. Por favor, verifica e intenta nuevamente.',
  SinPermisosRegistroManual: 'No tienes permisos para registrar el proceso manualmente',
  ErrorCargarProcesos:
    'Lo sentimos, ha ocurrido un error al cargar los procesos, por favor, inténtalo de nuevo',
  // Spreadsheet of radicados for a bulk load (not in the seeds: our wording, same tone)
  ArchivoNoCompatible: 'El archivo debe ser una hoja de cálculo .xlsx o un archivo .csv.',
  ArchivoXlsAntiguo:
    'El formato .xls no es compatible. Abre el archivo en Excel y guárdalo como .xlsx o .csv.',
  ArchivoIlegible: 'No pudimos leer el archivo. Verifica que no esté dañado ni protegido con contraseña.',
  ArchivoVacio: 'El archivo no contiene radicados. Revisa que los números estén en las celdas de la hoja.',
  ArchivoMuyGrande: 'El archivo supera el tamaño máximo de 2 MB.',
  ArchivoSinAdjunto: 'Adjunta un archivo .xlsx o .csv con los radicados.',
  ArchivoDemasiadoExtenso:
    'El archivo es demasiado extenso para leerlo: descomprimido supera los 20 MB, las 20.000 filas o las 200 columnas. Deja solo la hoja con los radicados o divídelo en varios archivos.',
  ArchivoTardaDemasiado:
    'No pudimos leer el archivo a tiempo. Deja solo la hoja con los radicados o divídelo en varios archivos.',
  ArchivosEnLectura: 'Estamos leyendo otros archivos en este momento. Intenta de nuevo en unos segundos.',
  ArchivoDemasiadosRadicados: 'El archivo tiene más de {max} radicados. Divídelo en varias cargas.',
  // Unified report (seed 000 §2 'Descargar todos los procesos'); our wording, same tone
  InformeEnCurso:
    'Ya estamos generando tu informe de procesos. Te lo enviaremos por correo electrónico en unos minutos.',
  // Billing gate (seed 002 §4)
  ConsultasDeshabilitadas: 'Tus consultas están deshabilitadas por facturas pendientes de pago.',
  // Daily change control (seed 001 §5, §6, §8)
  AccesoDenegadoControlCambios:
    'Control de Cambios - Acceso Denegado: No tienes permisos para acceder a este control de cambios',
  ControlCambiosNoEncontrado: 'No encontramos el control de cambios de ese día.',
  CambioNoEncontrado: 'El cambio no existe o ya no está disponible.',
  ConclusionVacia: 'Escribe una conclusión antes de guardar.',
  ErrorObtenerCambios: 'Ocurrió un error al obtener los cambios del control.',
  ErrorHistorialControl: 'No se pudo obtener el historial de control de cambios.',
  DocumentoAnexoMuyGrande: 'El archivo no debe superar los 10 MB.',
  DocumentoAnexoTipoNoPermitido: 'Solo se pueden adjuntar documentos PDF, Word, Excel, imágenes o texto.',
  DocumentoAnexoSinArchivo: 'Adjunta un archivo.',
  ErrorSubirDocumento: 'Ocurrió un error al subir el documento',
  SubidaCancelada: 'Subida del documento cancelada por el usuario',
  EnlaceDescargaVencido: 'El enlace de descarga venció. Vuelve a descargar el documento desde el cambio.',
  SeleccionaUsuarioOEmail: 'Por favor selecciona un usuario o ingresa un correo electrónico.',
  CorreoElectronicoNoValido: 'El correo electrónico no es válido',
  IdUsuarioActivoRequerido: 'El ID de usuario activo es requerido',
  IdControlCambiosRequerido: 'El ID de control de cambios es requerido',
  NombreInvitadoRequerido: 'Escribe el nombre de la persona invitada.',
  ErrorEnviarInforme: 'No se pudo enviar el informe',
  ErrorGuardarUsuarioInvitado: 'Ocurrió un error al intentar guardar el usuario invitado.',
  SoloCuentaPrincipal: 'Solo la cuenta principal puede realizar esta acción.',
  UsuarioAsociadoYaExiste: 'Esa persona ya es un usuario asociado de tu cuenta.',
  CorreoDeOtraCuenta: 'Ese correo ya pertenece a otra cuenta de Expediente Digital.',
  NoEsCoincidencia: 'Solo una coincidencia de nombre puede marcarse como "no es mi parte".',
  // What reaches the lawyer (seed 001 §2, §8)
  NotificacionExpedienteEliminado:
    'La notificación a la que estás intentando acceder pertenece a un expediente que ha sido eliminado.',
  NotificacionNoEncontrada: 'La notificación no existe o pertenece a otra cuenta.',
  FormaNotificacionSoloPrincipal:
    'Solo la cuenta principal puede cambiar la configuración de las notificaciones de cambios.',
  ResumenConsultaNoEncontrado: 'No encontramos el resultado de la consulta de ese día.',
  InformeVerificacionNoEncontrado: 'El informe de la verificación no se encuentra o ha sido eliminado',
  InformeVerificacionDeOtraCuenta: 'Este informe de verificación pertenece a otra cuenta.',
  VerificacionEnCurso: 'Ya estamos verificando tus procesos. Te avisaremos cuando terminemos.',
  WrappedNoDisponible: 'El resumen del año para este usuario no está disponible.',
  // Statistics (seed 002 §8: a no-summaries message, wording not shown; ours)
  EstadisticasSinResumenes:
    'Aún no tenemos resúmenes de tus consultas: tus estadísticas aparecerán después de la primera noche en que consultemos tus procesos.',
  NumeroRegistrosNoValido: 'El número de registros debe ser 5 o 30.',
  // Price simulator 'call you' survey (seed 002 §2); our wording, same tone
  SolicitudLlamadaEnviada: '¡Listo! Un asesor te llamará en la franja que elegiste.',
  SolicitudLlamadaNoEnviada:
    'No pudimos enviar tu solicitud. Por favor inténtalo nuevamente en unos minutos.',
} as const;

export type MessageCode = keyof typeof MESSAGES;

/**
 * Numbers as a Colombian reads them: 5.000, not 5000 (grouped from four digits, as COP is). Built on
 * first use: a formatter built as the bundle loads costs the first screen (issue 21, item 18).
 */
let cifra: Intl.NumberFormat | undefined;
function formatearCifra(value: number): string {
  cifra ??= new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, useGrouping: 'always' });
  return cifra.format(value);
}

/** Fills '{name}' placeholders of a catalogue message. */
export function formatMessage(code: MessageCode, values: Record<string, string | number>): string {
  return MESSAGES[code].replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) return match;
    return typeof value === 'number' ? formatearCifra(value) : value;
  });
}

/** The JSON body of every API error. */
export interface ApiErrorBody {
  code: string;
  message: string;
  /** Field-level details for a failed validation, when there are any. */
  campos?: Record<string, string>;
}
