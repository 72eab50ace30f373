/**
 * The referral sign-up link (seed 002 §7 'Other behaviour'): it carries idinvitacion and the utm
 * parameters; the sign-up form sends idInvitacionUsuarioReferido only when both idinvitacion and
 * utm_campaign are present, so a link without utm_campaign would not link the referral.
 */
export const UTM_CAMPAIGN_REFERIDOS = 'referidos';

export function enlaceRegistroReferido(appUrl: string, idInvitacion: string | null, medio: string): string {
  const url = new URL('/auth/sign-up', appUrl);
  if (idInvitacion) url.searchParams.set('idinvitacion', idInvitacion);
  url.searchParams.set('utm_source', 'expediente_digital');
  url.searchParams.set('utm_medium', medio);
  url.searchParams.set('utm_campaign', UTM_CAMPAIGN_REFERIDOS);
  return url.toString();
}
