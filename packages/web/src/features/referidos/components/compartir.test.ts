import { describe, expect, it } from 'vitest';
import { enlaceCompartido, enlaceWhatsApp } from './compartir.ts';

describe('referral share links', () => {
  it('the shared link opens sign-up with the utm parameters of the medium', () => {
    const enlace = new URL(enlaceCompartido('https://app.expediente.co', 'enlace'));
    expect(enlace.origin + enlace.pathname).toBe('https://app.expediente.co/auth/sign-up');
    expect(enlace.searchParams.get('utm_campaign')).toBe('referidos');
    expect(enlace.searchParams.get('utm_medium')).toBe('enlace');
    expect(enlace.searchParams.has('idinvitacion')).toBe(false);
  });

  it('WhatsApp opens with a prefilled message that carries the link', () => {
    const url = new URL(enlaceWhatsApp('https://app.expediente.co'));
    expect(url.origin).toBe('https://wa.me');
    const texto = url.searchParams.get('text') ?? '';
    expect(texto).toContain('Expediente Digital');
    const enlace = new URL(/https:\/\/app\S+/.exec(texto)?.[0] ?? '');
    expect(enlace.searchParams.get('utm_medium')).toBe('whatsapp');
    expect(enlace.searchParams.get('utm_campaign')).toBe('referidos');
  });
});
