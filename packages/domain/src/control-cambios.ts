/**
 * Change-control vocabulary shared by server and web (seed 001 §3, §4, §8, §9): change states and
 * kinds, filters, limits and the toasts' texts.
 */

/** Change estado (seed 001 §4). 2 'Importante' is never stored: it is shown from esImportante. */
export const ESTADO_CAMBIO = { sinRevisar: 0, revisado: 1, importante: 2, finalizado: 3 } as const;

/**
 * tipoCambio. The seed reads values 1 and 2 two ways; we keep the reading the data model names
 * (1 = no change in 3 months, 2 = could not be consulted) — see docs/decisions/0005.
 */
export const TIPO_CAMBIO = { cambio: 0, sinCambios3Meses: 1, noConsultado: 2 } as const;

export function estadoCambioTexto(estado: number, esImportante: boolean | null): string {
  if (esImportante) return 'Importante';
  switch (estado) {
    case 0:
      return 'Sin revisar';
    case 1:
      return 'Revisado';
    case 2:
      return 'Importante';
    case 3:
      return 'Finalizado';
    default:
      return 'Estado desconocido';
  }
}

/** ?filtradoPor= of the change lists and the navigation (not enumerated in the seed). */
export const FILTROS_CAMBIOS = [
  'Todos',
  'CambiosDelDia',
  'ProcesosSinCambios',
  'SinRevisar',
  'Revisados',
  'Importantes',
  'Finalizados',
] as const;
export type FiltroCambios = (typeof FILTROS_CAMBIOS)[number];

/** PUT /api/UsuariosActivos/Tutorial?tipoTutorial= */
export const TIPO_TUTORIAL = { dependiente: 1, coordinador: 2 } as const;

export const CAMBIOS_POR_PAGINA = 20;
export const DOCUMENTO_ANEXO_MAX_BYTES = 10 * 1024 * 1024;
export const SIN_CAMBIOS_MESES = 3;

/** Success and failure toasts of seed 001 §8 (title, text, duration in ms). */
export const TOASTS_CONTROL_CAMBIOS = {
  revisadoOk: { title: 'Éxito', message: 'Cambio marcado como revisado correctamente.', duration: 3000 },
  revisadoFallo: { title: 'Error', message: 'No se pudo marcar el cambio como revisado.', duration: 5000 },
  revisadoError: {
    title: 'Error',
    message: 'Ocurrió un error al marcar el cambio como revisado.',
    duration: 5000,
  },
  finalizadoOk: { title: 'Éxito', message: 'Cambio marcado como finalizado.', duration: 3000 },
  finalizadoFallo: {
    title: 'Error',
    message: 'No se pudo marcar el cambio como finalizado.',
    duration: 5000,
  },
  finalizadoError: {
    title: 'Error',
    message: 'Ocurrió un error al marcar el cambio como finalizado.',
    duration: 5000,
  },
  // The seed does not show the importance success texts: ours.
  importanteOk: { title: 'Éxito', message: 'Cambio marcado como importante.', duration: 3000 },
  noImportanteOk: { title: 'Éxito', message: 'Cambio marcado como no importante.', duration: 3000 },
  importanteFallo: { title: 'Error', message: 'No se pudo marcar el cambio como importante', duration: 5000 },
  importanteError: {
    title: 'Error',
    message: 'Ocurrió un error al marcar el cambio como importante',
    duration: 5000,
  },
  // Conclusion success/failure texts are not shown in the seed: ours.
  conclusionOk: { title: 'Éxito', message: 'Conclusión guardada.', duration: 3000 },
  conclusionFallo: { title: 'Error', message: 'No se pudo guardar la conclusión.', duration: 5000 },
  cambiosError: {
    title: 'Error',
    message: 'Ocurrió un error al obtener los cambios del control.',
    duration: 5000,
  },
  historialFallo: {
    title: 'Error',
    message: 'No se pudo obtener el historial de control de cambios.',
    duration: 5000,
  },
  historialError: {
    title: 'Error',
    message: 'Ocurrió un error al obtener el historial de control de cambios.',
    duration: 5000,
  },
  usuarioActualError: {
    title: 'Error',
    message: 'No se pudo obtener la información del usuario actual.',
    duration: 5000,
  },
  usuariosAsociadosError: {
    title: 'Error',
    message: 'Ocurrió un error al intentar cargar los usuarios asociados.',
    duration: 5000,
  },
  seleccionaUsuario: {
    title: 'Atención',
    message: 'Por favor selecciona un usuario o ingresa un correo electrónico.',
    duration: 5000,
  },
  informeError: { title: 'Error', message: 'No se pudo enviar el informe', duration: 5000 },
  usuarioInvitadoError: {
    title: 'Error',
    message: 'Ocurrió un error al intentar guardar el usuario invitado.',
    duration: 5000,
  },
  subidaError: { title: 'Error', message: 'Ocurrió un error al subir el documento', duration: 5000 },
  subidaCancelada: {
    title: 'Atención',
    message: 'Subida del documento cancelada por el usuario',
    duration: 3000,
  },
  // Ours: the seed shows none for these.
  subidaOk: { title: 'Éxito', message: 'Documento adjuntado.', duration: 3000 },
  noEsMiParteOk: {
    title: 'Éxito',
    message: 'Listo: no te volveremos a alertar ese nombre en ese despacho.',
    duration: 5000,
  },
  informeEnviado: { title: 'Éxito', message: 'Enviamos el informe de cambios importantes.', duration: 5000 },
  consultaManualOk: { title: 'Éxito', message: '¡Consulta manual exitosa!', duration: 3000 },
} as const;
