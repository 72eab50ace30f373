import { describe, expect, it } from 'vitest';
import { origenSeguro } from './origen.ts';

describe('origenSeguro', () => {
  it('prefers the router state, then the query parameter', () => {
    expect(origenSeguro({ origen: '/admin/default' }, '/admin/profile')).toBe('/admin/default');
    expect(origenSeguro(null, '/admin/estado-carga-automatica/4')).toBe('/admin/estado-carga-automatica/4');
    expect(origenSeguro(undefined, null)).toBeNull();
  });

  it('refuses anything outside the app', () => {
    for (const url of ['https://otro.sitio', '//otro.sitio/x', '/\\otro.sitio', 'admin/default']) {
      expect(origenSeguro({ origen: url }, null), url).toBeNull();
    }
  });
});
