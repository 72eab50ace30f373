/**
 * The referral programme (seed 002 §2 'Referral programme', §3 'Referral invitation' / 'Referred
 * user', §4 status labels, §5 'Referral e-mail', §8 toasts, §9 10% for 12 months). Shared by the
 * invitation form and the server so both say the same words and compute the same discount.
 */

export const MENSAJES_REFERIDOS = {
  correoRequerido: 'El correo es requerido.',
  correoInvalido: 'El correo ingresado no es válido.',
  nombreInvalido: 'El nombre no puede contener más de 100 caracteres.',
  enviando: 'Estamos enviando la invitación a tu colega',
  enviada: 'Invitación enviada correctamente.',
  noEnviada: 'No se pudo enviar la invitación.',
} as const;

/** §5: '{email}' with a top-level domain of at least 2 characters (no spaces, one @). */
const CORREO_REFERIDO = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
export const NOMBRE_REFERIDO_MAXIMO = 100;

/** §5: trimmed and lower-cased before sending. */
export function normalizarCorreoReferido(correo: string): string {
  return correo.trim().toLowerCase();
}

/** The §5 message for the referral e-mail, or null when it is valid (checked after normalising). */
export function validarCorreoReferido(correo: string): string | null {
  const limpio = normalizarCorreoReferido(correo);
  if (!limpio) return MENSAJES_REFERIDOS.correoRequerido;
  if (!CORREO_REFERIDO.test(limpio)) return MENSAJES_REFERIDOS.correoInvalido;
  return null;
}

/** §3 'tipo' of an invitation: how it was sent. Only e-mail exists. */
export const TIPO_INVITACION_CORREO = 1;

/** §9: the referrer earns 10% of the referred client's billing… */
export const PORCENTAJE_DESCUENTO_REFERIDO = 10;
/** …for 12 months from the referred client's sign-up. */
export const MESES_BENEFICIO_REFERIDO = 12;

/** §4 labels; 'Nuevo' and 'En prueba' have their own colours, the others are shown green. */
export const ESTADOS_REFERIDO = ['Nuevo', 'En prueba', 'Activo', 'Inactivo'] as const;
export type EstadoReferido = (typeof ESTADOS_REFERIDO)[number];

/** 10% of a referred client's billing, in whole pesos (rounded half up, as COP has no cents). */
export function descuentoPorReferido(facturado: number): number {
  return Math.round((Math.max(0, facturado) * PORCENTAJE_DESCUENTO_REFERIDO) / 100);
}
