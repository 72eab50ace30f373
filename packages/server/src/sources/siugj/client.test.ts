import { describe, expect, it } from 'vitest';
import { fakeHttp, fixtureReader } from '../test-support.ts';
import { SiugjConnector } from './client.ts';

const fixture = fixtureReader(import.meta.url);
const RADICADO = '05001310300320230011200';

describe('SiugjConnector', () => {
  it('posts base64 arguments as a form with the portal as Referer', async () => {
    const forms: URLSearchParams[] = [];
    let referer: string | null = null;
    const { http } = fakeHttp((_url, init) => {
      const form = new URLSearchParams(String(init?.body));
      forms.push(form);
      referer = new Headers(init?.headers).get('Referer');
      return { body: form.get('funcion') === '2' ? fixture('busqueda.json') : fixture('actuaciones.json') };
    });
    const siugj = new SiugjConnector({
      fuenteId: 5,
      baseUrl: 'https://siugj.test',
      publicacionesBaseUrl: 'https://pp.test',
      http,
      useBuscador: true,
    });
    const [proceso] = await siugj.findRadicado(RADICADO);
    const fresh = await siugj.getActuacionesSince(proceso.ref, '5491200');

    expect(JSON.parse(Buffer.from(forms[0].get('cadObj') ?? '', 'base64').toString())).toEqual({
      remino: RADICADO,
      pagina: 1,
    });
    expect(Buffer.from(forms[1].get('cA') ?? '', 'base64').toString()).toBe(RADICADO);
    expect(referer).toBe('https://siugj.test/principalPortal/consultarProceso.php');
    expect(fresh.map((actuacion) => actuacion.key)).toEqual(['5530021', '5529987']);
  });

  it('does not call the CAPTCHA-guarded buscador when it is switched off', async () => {
    const { http, calls } = fakeHttp(() => ({ body: '' }));
    const siugj = new SiugjConnector({
      fuenteId: 5,
      baseUrl: 'https://siugj.test',
      publicacionesBaseUrl: 'https://pp.test',
      http,
      useBuscador: false,
    });
    expect(await siugj.getActuacionesSince({ radicado: RADICADO, idProceso: RADICADO })).toEqual([]);
    expect(calls).toEqual([]);
  });
});
