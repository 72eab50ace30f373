/**
 * The share link and the WhatsApp message (seed 002 §7 'Other behaviour'). The link carries the
 * utm parameters but no idinvitacion: only an e-mail invitation names a colleague, so only it links
 * a sign-up to the referral (decision 0013). No external shortener: the link is short enough.
 */
export function enlaceCompartido(origen: string, medio: 'whatsapp' | 'enlace'): string {
  const url = new URL('/auth/sign-up', origen);
  url.searchParams.set('utm_source', 'expediente_digital');
  url.searchParams.set('utm_medium', medio);
  url.searchParams.set('utm_campaign', 'referidos');
  return url.toString();
}

export function mensajeWhatsApp(enlace: string): string {
  return (
    'Hola, uso Expediente Digital para vigilar mis procesos judiciales: cada día me avisa antes de las ' +
    `8:00 a. m. de las nuevas actuaciones. Pruébalo gratis aquí: ${enlace}`
  );
}

export function enlaceWhatsApp(origen: string): string {
  return `https://wa.me/?text=${encodeURIComponent(mensajeWhatsApp(enlaceCompartido(origen, 'whatsapp')))}`;
}
