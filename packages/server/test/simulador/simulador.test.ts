/**
 * The price simulator's calls: the onboarding lookup answers the account's own creation date, and
 * the 'call you' survey reaches the service desk with the plans priced by the shared formula. Bad
 * input answers a Spanish 400 naming the field; a failing mail server a Spanish 503, never a 500.
 */
import { MESSAGES, PLANES_PRECIO, valorMensual } from '@expediente/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abogados, correos } from '../../src/db/schema.ts';
import { createAbogado, createInvitedAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

const solicitud = {
  nombre: 'Ana Pérez',
  telefono: '3001234567',
  franjaHoraria: 'tarde',
  motivo: 'cotizar',
  comentario: 'Tengo procesos en Samai y en la Rama.',
  simulacion: { procesos: 305, fuentes: [4, 2, 6, 0] },
};

async function mailsTo(idAbogado: number) {
  return deps.db
    .select()
    .from(correos)
    .where(and(eq(correos.idAbogado, idAbogado), eq(correos.para, deps.config.SERVICE_DESK_EMAIL)));
}

describe('GET /api/OnboardingUsuarioMigrado', () => {
  it("answers the account's creation instant", async () => {
    const creadoEn = new Date('2026-02-10T15:30:00.000Z');
    const abogado = await createAbogado(deps, { creadoEn });
    const response = await app.inject({ url: '/api/OnboardingUsuarioMigrado', headers: abogado.auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ fechaCreacion: '2026-02-10T15:30:00.000Z', mensajeError: null });
  });

  it("gives an associated user the holder's account date, the window being the account's", async () => {
    const titular = await createAbogado(deps, { creadoEn: new Date('2026-01-05T12:00:00.000Z') });
    const asociado = await createInvitedAbogado(deps, titular.id);
    await deps.db.update(abogados).set({ estado: 'activo' }).where(eq(abogados.id, asociado.id));
    const response = await app.inject({ url: '/api/OnboardingUsuarioMigrado', headers: asociado.auth });
    expect(response.json().fechaCreacion).toBe('2026-01-05T12:00:00.000Z');
  });

  it('needs a session', async () => {
    const response = await app.inject({ url: '/api/OnboardingUsuarioMigrado' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.CredencialesNoValidas);
  });
});

describe('POST /api/SolicitudesLlamada', () => {
  it('e-mails the service desk who to call, when, and the priced plans', async () => {
    const abogado = await createAbogado(deps);
    const response = await app.inject({
      method: 'POST',
      url: '/api/SolicitudesLlamada',
      headers: abogado.auth,
      payload: solicitud,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ enviada: true });

    const [mail, ...others] = await mailsTo(abogado.id);
    expect(others).toHaveLength(0);
    expect(mail.asunto).toBe('Solicitud de llamada desde el simulador de precios: Ana Pérez');
    expect(mail.texto).toContain('Teléfono: 3001234567');
    expect(mail.texto).toContain(`Correo: ${abogado.email}`);
    expect(mail.texto).toContain('Cuándo llamar: En la tarde');
    expect(mail.texto).toContain('Fuentes: Samai, Unificada, Publicaciones Procesales, Rama Judicial');
    expect(mail.texto).toContain('Descuento por volumen: 10 %');
    // Each plan's value is the shared formula's, formatted as Colombian pesos.
    for (const plan of PLANES_PRECIO) {
      const valor = valorMensual(plan, 305, 4).toLocaleString('es-CO', { useGrouping: 'always' } as never);
      expect(mail.texto).toContain(`${plan.nombre}: $${valor} al mes`);
    }
    // Hand-checked once: Todos los días with 4 sources = 1335 + 134 × 2 = 1603; 305 × 1603 × 0,9.
    expect(mail.texto).toContain('Todos los días: $440.024 al mes');
  });

  it.each([
    [{ telefono: '300-123-4567' }, 'telefono', 'El teléfono debe tener 10 dígitos, sin espacios ni signos.'],
    [{ nombre: '' }, 'nombre', 'Escribe tu nombre.'],
    [{ motivo: 'otro' }, 'motivo', 'Elige en qué te podemos ayudar.'],
    [{ comentario: 'x'.repeat(501) }, 'comentario', 'El comentario no puede tener más de 500 caracteres.'],
    [
      { simulacion: { procesos: -1, fuentes: [4] } },
      'simulacion.procesos',
      'El número de procesos debe ser mayor que 0.',
    ],
    [
      { simulacion: { procesos: 2.5, fuentes: [4] } },
      'simulacion.procesos',
      'El número de procesos debe ser un número entero.',
    ],
    [
      { simulacion: { procesos: '10', fuentes: [4] } },
      'simulacion.procesos',
      'El número de procesos debe ser un número entero.',
    ],
    [
      { simulacion: { procesos: 10, fuentes: [] } },
      'simulacion.fuentes',
      'Debe quedar al menos una fuente de consulta activa.',
    ],
    [
      { simulacion: { procesos: 10, fuentes: [4, 4] } },
      'simulacion.fuentes',
      'Las fuentes no pueden repetirse.',
    ],
    [{ simulacion: { procesos: 10, fuentes: [7] } }, 'simulacion.fuentes.0', 'Fuente desconocida'],
    [{ simulacion: null }, 'simulacion', 'Falta la simulación de precios.'],
  ])('refuses %j with a Spanish 400 on %s and sends nothing', async (cambio, campo, mensaje) => {
    const abogado = await createAbogado(deps);
    const response = await app.inject({
      method: 'POST',
      url: '/api/SolicitudesLlamada',
      headers: abogado.auth,
      payload: { ...solicitud, ...cambio },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'SolicitudInvalida', message: MESSAGES.SolicitudInvalida });
    expect(response.json().campos[campo]).toBe(mensaje);
    expect(await mailsTo(abogado.id)).toHaveLength(0);
  });

  it('refuses a body that is not JSON, or none, with a 4xx', async () => {
    const abogado = await createAbogado(deps);
    for (const request of [
      { payload: 'nombre=Ana', headers: { ...abogado.auth, 'content-type': 'text/plain' } },
      { payload: '{"nombre":', headers: { ...abogado.auth, 'content-type': 'application/json' } },
      { headers: abogado.auth },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/SolicitudesLlamada', ...request });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('needs a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/SolicitudesLlamada', payload: solicitud });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/SolicitudesLlamada with the mail server down', async () => {
  // Nothing listens on port 1: the SMTP connection is refused.
  const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });

  it('answers a Spanish 503 instead of a 500', async () => {
    const abogado = await createAbogado(down.deps);
    const response = await down.app.inject({
      method: 'POST',
      url: '/api/SolicitudesLlamada',
      headers: abogado.auth,
      payload: solicitud,
    });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toEqual({
      code: 'SolicitudLlamadaNoEnviada',
      message: MESSAGES.SolicitudLlamadaNoEnviada,
    });
  });
});
