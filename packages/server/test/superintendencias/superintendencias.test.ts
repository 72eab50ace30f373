/**
 * POST /api/ServiciosIntegrados/Superintendencias records the request and e-mails it to the
 * service desk; every §5 rule is the server's too, with the seed's messages. The service history
 * (GET /api/ServiciosIntegrados/Solicitudes) lists only the account's requests with the §3
 * statuses, and only when an administrator turned 'Servicios integrados' on for the account.
 */
import { MENSAJES_SUPERINTENDENCIAS as M, MESSAGES } from '@expediente/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abogados, correos } from '../../src/db/schema.ts';
import { solicitudesServicio } from '../../src/db/schema-servicios.ts';
import { type CreatedAbogado, createAbogado, createInvitedAbogado } from '../support/factories.ts';
import { expectIsolated } from '../support/tenant-isolation.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

const fila = (cambio: Record<string, unknown> = {}) => ({
  radicado: '2024-00123',
  radicadoInterno: '',
  demandante: 'Ana Pérez',
  tipoIdentificacionDemandante: 'CC',
  numeroIdentificacionDemandante: '1020304050',
  demandado: 'Comercial Andina SAS',
  tipoIdentificacionDemandado: 'NI',
  numeroIdentificacionDemandado: '900123456',
  fuente: 'Sociedades',
  ...cambio,
});

const enviar = (abogado: CreatedAbogado, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/ServiciosIntegrados/Superintendencias',
    headers: abogado.auth,
    payload: payload as Record<string, unknown>,
  });

async function habilitar(abogado: CreatedAbogado) {
  await deps.db
    .update(abogados)
    .set({ funcionalidades: { serviciosIntegrados: true } })
    .where(eq(abogados.id, abogado.id));
}

const mailsTo = (idAbogado: number) =>
  deps.db
    .select()
    .from(correos)
    .where(and(eq(correos.idAbogado, idAbogado), eq(correos.para, deps.config.SERVICE_DESK_EMAIL)));

describe('POST /api/ServiciosIntegrados/Superintendencias', () => {
  it('records the request and e-mails every row to the service desk, not to the given destinatario', async () => {
    const abogado = await createAbogado(deps);
    const response = await enviar(abogado, {
      destinatario: 'otro@ejemplo.com',
      asunto: 'Registro Superintendencia de Sociedades',
      superintendencia: 'Sociedades',
      procesos: [fila(), fila({ radicado: '987654', demandante: '  Luis   Gómez ' })],
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      servicio: 'Superintendencias',
      superintendencia: 'Sociedades',
      estado: 'solicitado',
      numeroProcesos: 2,
      valorMensual: 6000,
      numeroCotizacion: null,
    });
    expect(body.procesos[1].demandante).toBe('Luis Gómez');

    const [mail, ...otros] = await mailsTo(abogado.id);
    expect(otros).toHaveLength(0);
    expect(mail.asunto).toBe(`Registro Superintendencia de Sociedades (solicitud ${body.id})`);
    expect(mail.texto).toContain('Superintendencia: Sociedades');
    expect(mail.texto).toContain(`Correo: ${abogado.email}`);
    expect(mail.texto).toContain('Radicado: 2024-00123');
    expect(mail.texto).toContain('Demandado: Comercial Andina SAS — NI 900123456');
    expect(mail.texto).toContain('Demandante: Luis Gómez — CC 1020304050');
    expect(mail.texto).toContain('Valor mensual aproximado: $6.000 más IVA');
    const [alOtro] = await deps.db.select().from(correos).where(eq(correos.para, 'otro@ejemplo.com'));
    expect(alOtro).toBeUndefined();
  });

  it("takes the entity from the rows' fuente when the seed's payload carries no superintendencia", async () => {
    const abogado = await createAbogado(deps);
    const response = await enviar(abogado, {
      procesos: [fila({ fuente: 'Financiera', radicadoInterno: 'INT-7' })],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().superintendencia).toBe('Financiera');
    expect(response.json().asunto).toBe('Registro de procesos en la Superintendencia Financiera');
  });

  it.each([
    [
      'no entity',
      { superintendencia: '', procesos: [fila({ fuente: '' })] },
      M.SeleccioneSuperintendencia,
      {},
    ],
    [
      'an unknown entity',
      { superintendencia: 'Bancaria', procesos: [fila()] },
      M.SeleccioneSuperintendencia,
      {},
    ],
    ['no rows', { superintendencia: 'Sociedades', procesos: [] }, M.SinProcesos, {}],
    [
      'a 5-digit radicado',
      { superintendencia: 'Sociedades', procesos: [fila(), fila({ radicado: '123-45' })] },
      M.DiligenciarTodos,
      { 'procesos.1.radicado': M.RadicadoLongitud },
    ],
    [
      'a 24-digit radicado',
      { superintendencia: 'Sociedades', procesos: [fila({ radicado: '1'.repeat(24) })] },
      M.DiligenciarTodos,
      { 'procesos.0.radicado': M.RadicadoLongitud },
    ],
    [
      'letters in the radicado',
      { superintendencia: 'Sociedades', procesos: [fila({ radicado: '2024A0012' })] },
      M.DiligenciarTodos,
      { 'procesos.0.radicado': M.RadicadoCaracteres },
    ],
    [
      'Financiera without radicado interno',
      { superintendencia: 'Financiera', procesos: [fila({ fuente: 'Financiera' })] },
      M.DiligenciarTodos,
      { 'procesos.0.radicadoInterno': M.CampoObligatorio },
    ],
    [
      'missing names and numbers',
      {
        superintendencia: 'Sociedades',
        procesos: [fila({ demandante: ' ', numeroIdentificacionDemandado: null })],
      },
      M.DiligenciarTodos,
      { 'procesos.0.demandante': M.Obligatorio, 'procesos.0.numeroIdentificacionDemandado': M.Obligatorio },
    ],
    [
      'a letter in an identification number',
      { superintendencia: 'Sociedades', procesos: [fila({ numeroIdentificacionDemandante: '10.20' })] },
      M.DiligenciarTodos,
      { 'procesos.0.numeroIdentificacionDemandante': M.SoloNumeros },
    ],
    [
      'an unknown identification type',
      { superintendencia: 'Sociedades', procesos: [fila({ tipoIdentificacionDemandado: 'XX' })] },
      M.DiligenciarTodos,
      { 'procesos.0.tipoIdentificacionDemandado': M.TipoIdentificacionInvalido },
    ],
    [
      'a row of another entity',
      { superintendencia: 'Sociedades', procesos: [fila(), fila({ fuente: 'SuperSalud' })] },
      M.FuenteDistinta,
      { 'procesos.1.fuente': M.FuenteDistinta },
    ],
  ])(
    'refuses %s with the seed message and records and sends nothing',
    async (_n, payload, mensaje, campos) => {
      const abogado = await createAbogado(deps);
      const response = await enviar(abogado, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(mensaje);
      expect(response.json().campos ?? {}).toEqual(campos);
      expect(
        await deps.db.select().from(solicitudesServicio).where(eq(solicitudesServicio.idAbogado, abogado.id)),
      ).toEqual([]);
      expect(await mailsTo(abogado.id)).toEqual([]);
    },
  );

  it('needs a session (the 401 the wizard tells apart)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/ServiciosIntegrados/Superintendencias',
      payload: { superintendencia: 'Sociedades', procesos: [fila()] },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.CredencialesNoValidas);
  });

  it('is refused like registering while the account is suspended', async () => {
    const abogado = await createAbogado(deps);
    await deps.db
      .update(abogados)
      .set({ funcionalidades: { facturasVencidas: true } })
      .where(eq(abogados.id, abogado.id));
    const response = await enviar(abogado, { superintendencia: 'Sociedades', procesos: [fila()] });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.ConsultasDeshabilitadas);
  });
});

describe('when the mail server is down', async () => {
  const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  it('answers a Spanish 503 and keeps no request', async () => {
    const abogado = await createAbogado(down.deps);
    const response = await down.app.inject({
      method: 'POST',
      url: '/api/ServiciosIntegrados/Superintendencias',
      headers: abogado.auth,
      payload: { superintendencia: 'Sociedades', procesos: [fila()] },
    });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json().message).toBe(M.ErrorEnvio);
    const rows = await down.deps.db
      .select()
      .from(solicitudesServicio)
      .where(eq(solicitudesServicio.idAbogado, abogado.id));
    expect(rows).toEqual([]);
  });
});

describe('the service history (Servicios integrados)', () => {
  it('is closed until the account has the flag, then lists its requests newest first with the statuses', async () => {
    const abogado = await createAbogado(deps);
    await enviar(abogado, { superintendencia: 'Sociedades', procesos: [fila()] });
    await enviar(abogado, { superintendencia: 'SuperSalud', procesos: [fila({ fuente: 'SuperSalud' })] });

    const cerrado = await app.inject({ url: '/api/ServiciosIntegrados/Solicitudes', headers: abogado.auth });
    expect(cerrado.statusCode).toBe(403);
    expect(cerrado.json().message).toBe(M.NoHabilitado);
    const antes = await app.inject({ url: '/api/ServiciosIntegrados/Habilitado', headers: abogado.auth });
    expect(antes.json()).toEqual({ habilitado: false });

    await habilitar(abogado);
    const despues = await app.inject({ url: '/api/ServiciosIntegrados/Habilitado', headers: abogado.auth });
    expect(despues.json()).toEqual({ habilitado: true });
    const lista = await app.inject({ url: '/api/ServiciosIntegrados/Solicitudes', headers: abogado.auth });
    expect(lista.statusCode, lista.body).toBe(200);
    const { solicitudes } = lista.json();
    expect(solicitudes.map((s: { superintendencia: string }) => s.superintendencia)).toEqual([
      'SuperSalud',
      'Sociedades',
    ]);
    expect(solicitudes.every((s: { estado: string }) => s.estado === 'solicitado')).toBe(true);
  });

  it('an administrator turns the flag on and moves a request to cotizado; the filter follows', async () => {
    const admin = await createAbogado(deps);
    await deps.db.update(abogados).set({ esAdministrador: true }).where(eq(abogados.id, admin.id));
    const abogado = await createAbogado(deps);
    const creada = (await enviar(abogado, { superintendencia: 'Sociedades', procesos: [fila()] })).json();
    await enviar(abogado, { superintendencia: 'Contraloria', procesos: [fila({ fuente: 'Contraloria' })] });

    const noAdmin = await app.inject({
      method: 'PUT',
      url: `/api/ServiciosIntegrados/Abogados/${abogado.id}/Habilitado`,
      headers: abogado.auth,
      payload: { habilitado: true },
    });
    expect(noAdmin.statusCode).toBe(403);
    const on = await app.inject({
      method: 'PUT',
      url: `/api/ServiciosIntegrados/Abogados/${abogado.id}/Habilitado`,
      headers: admin.auth,
      payload: { habilitado: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    const cotizada = await app.inject({
      method: 'PUT',
      url: `/api/ServiciosIntegrados/Solicitudes/${creada.id}/Estado`,
      headers: admin.auth,
      payload: { estado: 'cotizado', numeroCotizacion: 'COT-0042', valorMensual: 3570 },
    });
    expect(cotizada.statusCode, cotizada.body).toBe(200);

    const filtrada = await app.inject({
      url: '/api/ServiciosIntegrados/Solicitudes?estado=cotizado',
      headers: abogado.auth,
    });
    expect(filtrada.json().solicitudes).toEqual([
      expect.objectContaining({
        id: creada.id,
        estado: 'cotizado',
        numeroCotizacion: 'COT-0042',
        valorMensual: 3570,
      }),
    ]);
    const malEstado = await app.inject({
      url: '/api/ServiciosIntegrados/Solicitudes?estado=otro',
      headers: abogado.auth,
    });
    expect(malEstado.statusCode).toBe(400);
  });

  it("an associated user sees the account's requests; another account sees none of them", async () => {
    const titular = await createAbogado(deps);
    await habilitar(titular);
    await enviar(titular, {
      superintendencia: 'Sociedades',
      procesos: [fila({ demandante: 'Secreto Titular' })],
    });
    const asociado = await createInvitedAbogado(deps, titular.id);
    await deps.db.update(abogados).set({ estado: 'activo' }).where(eq(abogados.id, asociado.id));
    const delAsociado = await app.inject({
      url: '/api/ServiciosIntegrados/Solicitudes',
      headers: asociado.auth,
    });
    expect(delAsociado.json().solicitudes).toHaveLength(1);

    const intruso = await createAbogado(deps);
    await habilitar(intruso);
    const ajena = await app.inject({ url: '/api/ServiciosIntegrados/Solicitudes', headers: intruso.auth });
    expect(ajena.statusCode).toBe(200);
    expect(ajena.json().solicitudes).toEqual([]);
    expect(ajena.body).not.toContain('Secreto Titular');
    const [solicitud] = await deps.db
      .select()
      .from(solicitudesServicio)
      .where(eq(solicitudesServicio.idAbogado, titular.id));
    await expectIsolated(app, intruso, [
      {
        method: 'PUT',
        url: `/api/ServiciosIntegrados/Solicitudes/${solicitud.id}/Estado`,
        payload: { estado: 'rechazado' },
        secrets: ['Secreto Titular'],
        soloAdministradores: true,
      },
      {
        method: 'PUT',
        url: `/api/ServiciosIntegrados/Abogados/${titular.id}/Habilitado`,
        payload: { habilitado: false },
        soloAdministradores: true,
      },
    ]);
  });
});
