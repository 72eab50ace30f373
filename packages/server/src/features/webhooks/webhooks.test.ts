/** Signing, address rules (with a fake resolver) and the retry schedule of the webhooks (decision 0016). */
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import {
  comprobarHostLiteral,
  DestinoInterno,
  esDireccionPublica,
  lookupVerificado,
  type Resolver,
  validarDestino,
  validarDireccion,
} from './direccion.ts';
import { RETRASOS_SEGUNDOS, retrasoSegundos } from './entregar.ts';
import { cabecerasFirmadas, firmar, nuevoSecreto } from './firma.ts';

describe('firma Standard Webhooks', () => {
  it("reproduces the specification's published test vector", () => {
    expect(
      firmar(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('signs id, timestamp and body: changing any one changes the signature', () => {
    const secreto = nuevoSecreto();
    expect(secreto).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const base = firmar(secreto, 'evt_1', 1000, '{"a":1}');
    expect(firmar(secreto, 'evt_2', 1000, '{"a":1}')).not.toBe(base);
    expect(firmar(secreto, 'evt_1', 1001, '{"a":1}')).not.toBe(base);
    expect(firmar(secreto, 'evt_1', 1000, '{"a":2}')).not.toBe(base);
    expect(firmar(nuevoSecreto(), 'evt_1', 1000, '{"a":1}')).not.toBe(base);
  });

  it('sends the three headers with the timestamp in unix seconds', () => {
    const cabeceras = cabecerasFirmadas(nuevoSecreto(), 'evt_x', '{}', new Date('2026-11-25T05:00:00Z'));
    expect(cabeceras['webhook-id']).toBe('evt_x');
    expect(cabeceras['webhook-timestamp']).toBe(String(Date.UTC(2026, 10, 25, 5) / 1000));
    expect(cabeceras['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
  });
});

describe('direcciones de webhook', () => {
  const rechazo = (url: string, produccion: boolean) => {
    try {
      validarDireccion(url, produccion);
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      return (error as AppError).message;
    }
    throw new Error(`${url} fue aceptada`);
  };

  it('accepts https anywhere and http only to this machine outside production', () => {
    expect(validarDireccion(' https://bufete.example.co/hooks ', true)).toBe(
      'https://bufete.example.co/hooks',
    );
    expect(validarDireccion('http://127.0.0.1:4555/x', false)).toBe('http://127.0.0.1:4555/x');
    expect(validarDireccion('http://localhost/x', false)).toBe('http://localhost/x');
    expect(rechazo('http://127.0.0.1:4555/x', true)).toContain('https://');
    expect(rechazo('http://bufete.example.co/hooks', false)).toContain('https://');
  });

  it('refuses malformed addresses, credentials and internal targets in production', () => {
    expect(rechazo('no es una url', false)).toContain('no es una URL válida');
    expect(rechazo('ftp://bufete.example.co', false)).toContain('https://');
    expect(rechazo('https://usuario:clave@bufete.example.co', false)).toContain('usuario ni contraseña');
    for (const interna of [
      'https://169.254.169.254/latest',
      'https://10.0.0.5/',
      'https://192.168.1.1/',
      'https://172.20.0.1/',
      'https://localhost/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[fd00::1]/',
      'https://0x7f.1/',
    ])
      expect(rechazo(interna, true), interna).toContain('red interna');
  });
});

/** A fake DNS: each name answers the given addresses; any other name is not found. */
function resolverFalso(nombres: Record<string, string[]>) {
  const consultas: string[] = [];
  const resolver: Resolver = async (nombre) => {
    consultas.push(nombre);
    const direcciones = nombres[nombre];
    if (!direcciones)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${nombre}`), { code: 'ENOTFOUND' });
    return direcciones.map((address) => ({ address, family: isIP(address) }));
  };
  return { resolver, consultas };
}

const NOMBRES = {
  'hooks.bufete.co': ['190.85.1.10', '2800:e2:1::10'],
  'loopback.bufete.co': ['127.0.0.1'],
  'metadatos.bufete.co': ['169.254.169.254'],
  'mapeada.bufete.co': ['::ffff:10.0.0.1'],
  'unica-local.bufete.co': ['fd00::1'],
  'mixta.bufete.co': ['190.85.1.10', '10.0.0.5'],
};
const INTERNOS = [
  'loopback.bufete.co',
  'metadatos.bufete.co',
  'mapeada.bufete.co',
  'unica-local.bufete.co',
  'mixta.bufete.co',
];

describe('destinos: nombres que resuelven a la red interna (producción)', () => {
  it('classifies addresses with ipaddr.js: only global unicast is public', () => {
    for (const publica of ['190.85.1.10', '8.8.8.8', '2800:e2:1::10', '::ffff:190.85.1.10'])
      expect(esDireccionPublica(publica), publica).toBe(true);
    for (const interna of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'fd00::1',
      'fc00::1',
      'fe80::1',
      '64:ff9b::a00:1', // NAT64 of 10.0.0.1
      '2002:a00:1::1', // 6to4 of 10.0.0.1
      '4000::1', // outside 2000::/3: unassigned, never a customer's server
      '8000::1',
      'e000::1',
      'no es una ip',
    ])
      expect(esDireccionPublica(interna), interna).toBe(false);
  });

  it('registers a public name and refuses one resolving to any internal address, without naming it', async () => {
    const { resolver } = resolverFalso(NOMBRES);
    await expect(
      validarDestino('https://hooks.bufete.co/eventos', { esProduccion: true, resolver }),
    ).resolves.toBe('https://hooks.bufete.co/eventos');
    for (const nombre of INTERNOS) {
      const rechazo = validarDestino(`https://${nombre}/eventos`, { esProduccion: true, resolver });
      await expect(rechazo, nombre).rejects.toBeInstanceOf(AppError);
      await expect(rechazo, nombre).rejects.toMatchObject({
        code: 'UrlWebhookNoValida',
        message: `La dirección del webhook debe ser pública: ${nombre} apunta a una red interna.`,
      });
    }
    await expect(
      validarDestino('https://no-existe.bufete.co/', { esProduccion: true, resolver }),
    ).rejects.toMatchObject({ message: expect.stringContaining('No encontramos el dominio') });
  });

  it('judges literals without DNS and keeps outside production as before (no lookup)', async () => {
    const { resolver, consultas } = resolverFalso(NOMBRES);
    await expect(validarDestino('https://[2800:e2:1::10]/x', { esProduccion: true, resolver })).resolves.toBe(
      'https://[2800:e2:1::10]/x',
    );
    for (const interna of ['https://[::ffff:10.0.0.1]/', 'https://[fd00::1]/', 'https://[fe80::1]/'])
      await expect(validarDestino(interna, { esProduccion: true, resolver }), interna).rejects.toThrow(
        'red interna',
      );
    await expect(
      validarDestino('https://loopback.bufete.co/x', { esProduccion: false, resolver }),
    ).resolves.toBe('https://loopback.bufete.co/x');
    expect(consultas).toEqual([]);
  });

  /** The socket's lookup, called as net.connect calls it. */
  const buscar = (
    resolver: Resolver,
    permitirInternas: boolean,
    nombre: string,
    all: boolean,
  ): Promise<LookupAddress[]> =>
    new Promise((resolve, reject) =>
      lookupVerificado(resolver, permitirInternas)(nombre, { all }, (error, direccion, familia) => {
        if (error) return reject(error);
        resolve(Array.isArray(direccion) ? direccion : [{ address: direccion, family: familia ?? 0 }]);
      }),
    );

  it('at delivery, connects only to the addresses it checked, one resolution per connection', async () => {
    const { resolver, consultas } = resolverFalso(NOMBRES);
    expect(await buscar(resolver, false, 'hooks.bufete.co', true)).toEqual([
      { address: '190.85.1.10', family: 4 },
      { address: '2800:e2:1::10', family: 6 },
    ]);
    expect(await buscar(resolver, false, 'hooks.bufete.co', false)).toEqual([
      { address: '190.85.1.10', family: 4 },
    ]);
    expect(consultas).toEqual(['hooks.bufete.co', 'hooks.bufete.co']);
    for (const nombre of INTERNOS)
      for (const all of [true, false])
        await expect(buscar(resolver, false, nombre, all), nombre).rejects.toBeInstanceOf(DestinoInterno);
    // Outside production the receiver on this machine is reached as before.
    expect(await buscar(resolver, true, 'loopback.bufete.co', false)).toEqual([
      { address: '127.0.0.1', family: 4 },
    ]);
    await expect(buscar(resolver, false, 'no-existe.bufete.co', true)).rejects.toMatchObject({
      code: 'ENOTFOUND',
    });
  });

  it('at delivery, refuses a literal internal host (a socket does not look literals up)', () => {
    expect(() => comprobarHostLiteral(new URL('https://169.254.169.254/'), false)).toThrow(DestinoInterno);
    expect(() => comprobarHostLiteral(new URL('https://[::ffff:a00:1]/'), false)).toThrow(DestinoInterno);
    expect(() => comprobarHostLiteral(new URL('https://190.85.1.10/'), false)).not.toThrow();
    expect(() => comprobarHostLiteral(new URL('https://hooks.bufete.co/'), false)).not.toThrow();
    expect(() => comprobarHostLiteral(new URL('http://127.0.0.1:4555/'), true)).not.toThrow();
    expect(new DestinoInterno().message).toBe(
      'La dirección del webhook apunta a una red interna: el evento no se envió.',
    );
  });
});

describe('reintentos', () => {
  it('waits 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h and then every 8 h', () => {
    const esperas = Array.from({ length: 10 }, (_, indice) => retrasoSegundos(indice + 1));
    expect(esperas).toEqual([30, 120, 600, 1800, 3600, 7200, 14_400, 28_800, 28_800, 28_800]);
    // Each wait is longer than the one before, until the cap.
    for (let i = 1; i < RETRASOS_SEGUNDOS.length; i++)
      expect(RETRASOS_SEGUNDOS[i]).toBeGreaterThan(RETRASOS_SEGUNDOS[i - 1]);
  });
});
