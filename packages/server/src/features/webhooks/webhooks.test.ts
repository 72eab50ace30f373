/** Signing, address rules and the retry schedule of the webhooks (decision 0016). */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { validarDireccion } from './direccion.ts';
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
    ])
      expect(rechazo(interna, true), interna).toContain('red interna');
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
