import { describe, expect, it } from 'vitest';
import { adminPageTitle, caseIdOfRoute } from './route-titles.ts';

describe('adminPageTitle', () => {
  it.each([
    ['/admin/default', 'Procesos'],
    ['/admin/DetalleDelExpediente/42', 'Detalle del expediente'],
    ['/admin/Servicios-integrados', 'Servicios integrados'],
    ['/admin/calendario-terminos', 'Calendario de términos'],
    ['/admin/estado-carga-automatica/7', 'Estado de la carga'],
    ['/admin/profile', 'Mi cuenta'],
    ['/admin/unknown', 'Procesos'],
    ['/admin', 'Procesos'],
    ['/rtl/rtl-default', 'Expedientes'],
    ['/rtl', 'Expedientes'],
    ['/rtl/otra', 'Expedientes'],
  ])('%s → %s', (pathname, title) => expect(adminPageTitle(pathname)).toBe(title));
});

describe('caseIdOfRoute', () => {
  it('reads the case id of the two-segment case route', () => {
    expect(caseIdOfRoute('/admin/DetalleDelExpediente/42')).toBe(42);
    expect(caseIdOfRoute('/admin/DetalleDelExpediente/42/')).toBe(42);
  });

  it.each([
    '/admin/DetalleDelExpediente',
    '/admin/DetalleDelExpediente/abc',
    '/admin/DetalleDelExpediente/42/extra',
    '/admin/ControlCambios/42',
    '/admin/estado-carga-automatica/42',
    '/auth/DetalleDelExpediente/42',
  ])('%s has no case number', (pathname) => expect(caseIdOfRoute(pathname)).toBeNull());
});
