import { MESSAGES } from '@expediente/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abogados, eventos } from '../../src/db/schema.ts';
import { expedientes, procesosEnFuente } from '../../src/db/schema-expedientes.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { createExpedienteRow, uniqueRadicado } from './factories.ts';

const { app, deps } = await createTestApp();

const pairs = (values: Record<string, string>) =>
  Object.entries(values).map(([clave, valor]) => ({ clave, valor }));

function payload(
  radicado: string,
  fuentesDatos: unknown[] = [{ idFuenteDatos: '2', informacionRegistro: [] }],
) {
  return {
    numero: radicado,
    radicado,
    demandantes: 'Ana Pérez',
    demandados: 'Banco de Prueba S.A.',
    ciudad: '',
    idProceso: '',
    anyo: '',
    instancia: '',
    entidad: '',
    fuentesDatos,
  };
}

describe('POST /api/Expedientes', () => {
  it('creates the case and its source rows, fills the city from the radicado and publishes NuevoProceso', async () => {
    const abogado = await createAbogado(deps);
    const radicado = uniqueRadicado();
    const response = await app.inject({
      method: 'POST',
      url: '/api/Expedientes',
      headers: abogado.auth,
      payload: payload(radicado, [
        { idFuenteDatos: '2', informacionRegistro: pairs({ numero: radicado, email: 'x@y.co' }) },
        { idFuenteDatos: '4', informacionRegistro: pairs({ entidad: '1100133', numero: radicado }) },
        {
          idFuenteDatos: '6',
          informacionRegistro: pairs({
            numero: radicado,
            idJuzgado: '110013103001',
            demandante: 'Ana Pérez',
            demandado: 'Banco',
            sitioWebDondeSeConsulta: 'PublicacionesProcesales',
          }),
        },
      ]),
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      numero: radicado,
      idAbogado: abogado.id,
      ciudad: 'Bogotá D.C.',
      demandantes: 'Ana Pérez',
      demandados: 'Banco de Prueba S.A.',
      tieneCambioEnFuente: false,
    });
    expect(body.procesosEnFuentesDatos.map((proceso: { tipoFuente: number }) => proceso.tipoFuente)).toEqual([
      2, 4, 6,
    ]);
    const rows = await deps.db
      .select()
      .from(procesosEnFuente)
      .where(eq(procesosEnFuente.idExpediente, body.id))
      .orderBy(procesosEnFuente.tipoFuente);
    expect(rows.map((row) => [row.tipoFuente, row.estado, row.idAbogado])).toEqual([
      [2, 0, abogado.id],
      [4, 0, abogado.id],
      [6, 0, abogado.id],
    ]);
    expect(rows[1].parametros).toEqual({ entidad: '1100133' });
    expect(rows[2].parametros).toMatchObject({
      idJuzgado: '110013103001',
      sitioWebDondeSeConsulta: 'PublicacionesProcesales',
    });
    const events = await deps.db
      .select()
      .from(eventos)
      .where(and(eq(eventos.idAbogado, abogado.id), eq(eventos.nombre, 'NuevoProceso')));
    expect(events.map((event) => event.datos)).toEqual([{ idExpediente: body.id, numero: radicado }]);
    const detail = await app.inject({ url: `/api/Expedientes/${body.id}`, headers: abogado.auth });
    expect(detail.json()).toMatchObject({ id: body.id, numero: radicado });
  });

  it.each([
    ['too short', '1100131030012024000'],
    ['letters', '11001310300120240001A00'],
    ['blank', ''],
  ])('refuses a %s radicado with the seed message', async (_label, radicado) => {
    const abogado = await createAbogado(deps);
    const response = await app.inject({
      method: 'POST',
      url: '/api/Expedientes',
      headers: abogado.auth,
      payload: payload(radicado),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'RadicadoInvalido', message: MESSAGES.RadicadoInvalido });
  });

  it('answers 409 with the radicado for a duplicate, without a second row', async () => {
    const abogado = await createAbogado(deps);
    const existing = await createExpedienteRow(deps, abogado.id);
    const response = await app.inject({
      method: 'POST',
      url: '/api/Expedientes',
      headers: abogado.auth,
      payload: payload(existing.numero),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'RadicadoYaRegistrado',
      message: `El expediente con número de radicado ${existing.numero} ya se encuentra registrado. Por favor, intenta con otro.`,
    });
    const rows = await deps.db.select().from(expedientes).where(eq(expedientes.idAbogado, abogado.id));
    expect(rows).toHaveLength(1);
  });

  it('lets two lawyers register the same radicado', async () => {
    const first = await createAbogado(deps);
    const second = await createAbogado(deps);
    const existing = await createExpedienteRow(deps, first.id);
    const response = await app.inject({
      method: 'POST',
      url: '/api/Expedientes',
      headers: second.auth,
      payload: payload(existing.numero),
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['an unknown source', [{ idFuenteDatos: '9', informacionRegistro: [] }], 'FuenteDesconocida'],
    [
      'Rama without entity',
      [{ idFuenteDatos: '0', informacionRegistro: pairs({ IdCiudad: '11001' }) }],
      'CamposFuenteObligatorios',
    ],
    ['Samai without entity', [{ idFuenteDatos: '4', informacionRegistro: [] }], 'CamposFuenteObligatorios'],
    [
      'SIUGJ without court',
      [{ idFuenteDatos: '5', informacionRegistro: pairs({ demandante: 'A', demandado: 'B' }) }],
      'CamposFuenteObligatorios',
    ],
    ['a repeated source', [{ idFuenteDatos: '2' }, { idFuenteDatos: 2 }], 'SolicitudInvalida'],
    ['no source', [], 'SolicitudInvalida'],
  ])('refuses %s with 400', async (_label, fuentesDatos, code) => {
    const abogado = await createAbogado(deps);
    const response = await app.inject({
      method: 'POST',
      url: '/api/Expedientes',
      headers: abogado.auth,
      payload: payload(uniqueRadicado(), fuentesDatos),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
    const rows = await deps.db.select().from(expedientes).where(eq(expedientes.idAbogado, abogado.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a malformed body with 400', async () => {
    const abogado = await createAbogado(deps);
    const response = await app.inject({
      method: 'POST',
      url: '/api/Expedientes',
      headers: abogado.auth,
      payload: { radicado: 5, fuentesDatos: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'SolicitudInvalida' });
  });

  it('is blocked with 403 while invoices are overdue, as EstadoFacturacion says', async () => {
    const abogado = await createAbogado(deps);
    const estado = () => app.inject({ url: '/api/Abogados/EstadoFacturacion', headers: abogado.auth });
    expect((await estado()).json()).toBe(false);
    await deps.db
      .update(abogados)
      .set({ funcionalidades: { facturasVencidas: true } })
      .where(eq(abogados.id, abogado.id));
    expect((await estado()).json()).toBe(true);
    const response = await app.inject({
      method: 'POST',
      url: '/api/Expedientes',
      headers: abogado.auth,
      payload: payload(uniqueRadicado()),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'ConsultasDeshabilitadas',
      message: MESSAGES.ConsultasDeshabilitadas,
    });
  });
});

describe('POST /api/Expedientes/ConsultarRadicados', () => {
  it('answers only the radicados this lawyer registered', async () => {
    const abogado = await createAbogado(deps);
    const other = await createAbogado(deps);
    const mine = await createExpedienteRow(deps, abogado.id);
    const theirs = await createExpedienteRow(deps, other.id);
    const response = await app.inject({
      method: 'POST',
      url: '/api/Expedientes/ConsultarRadicados',
      headers: abogado.auth,
      payload: { Radicados: [mine.numero, theirs.numero, uniqueRadicado(), mine.numero] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ radicados: [mine.numero] });
  });

  it('refuses a body without the list', async () => {
    const abogado = await createAbogado(deps);
    const response = await app.inject({
      method: 'POST',
      url: '/api/Expedientes/ConsultarRadicados',
      headers: abogado.auth,
      payload: { radicados: 'x' },
    });
    expect(response.statusCode).toBe(400);
  });
});
