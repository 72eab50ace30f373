/**
 * Adversarial audit: the 'call you' survey and the Superintendencias request each e-mail the
 * service desk, and one account could send them in a loop without end. Now a few a day per account
 * (SOLICITUDES_LLAMADA_POR_DIA, SOLICITUDES_SUPERINTENDENCIAS_POR_DIA), then a Spanish 429 that
 * sends and stores nothing.
 */
import {
  formatMessage,
  MESSAGES,
  SOLICITUDES_LLAMADA_POR_DIA,
  SOLICITUDES_SUPERINTENDENCIAS_POR_DIA,
} from '@expediente/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { correos } from '../../src/db/schema.ts';
import { solicitudesServicio } from '../../src/db/schema-servicios.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

const correosALaMesa = (abogado: CreatedAbogado) =>
  deps.db
    .select({ id: correos.id })
    .from(correos)
    .where(and(eq(correos.idAbogado, abogado.id), eq(correos.para, deps.config.SERVICE_DESK_EMAIL)));

describe("the service desk's e-mails from one account", () => {
  it("answers 429 past the day's 'call you' requests and e-mails nothing more", async () => {
    const abogado = await createAbogado(deps);
    const llamar = () =>
      app.inject({
        method: 'POST',
        url: '/api/SolicitudesLlamada',
        headers: abogado.auth,
        payload: {
          nombre: 'Ana Pérez',
          telefono: '3001234567',
          franjaHoraria: 'manana',
          motivo: 'cotizar',
          simulacion: { procesos: 10, fuentes: [2] },
        },
      });
    for (let vez = 0; vez < SOLICITUDES_LLAMADA_POR_DIA; vez++)
      expect((await llamar()).statusCode, `solicitud ${vez + 1}`).toBe(201);
    const rechazada = await llamar();
    expect(rechazada.statusCode).toBe(429);
    expect(rechazada.json()).toEqual({
      code: 'DemasiadasSolicitudesLlamada',
      message: MESSAGES.DemasiadasSolicitudesLlamada,
    });
    expect(await correosALaMesa(abogado)).toHaveLength(SOLICITUDES_LLAMADA_POR_DIA);
  });

  it("answers 429 past the day's Superintendencias requests and stores nothing more", async () => {
    const abogado = await createAbogado(deps);
    const enviar = () =>
      app.inject({
        method: 'POST',
        url: '/api/ServiciosIntegrados/Superintendencias',
        headers: abogado.auth,
        payload: {
          superintendencia: 'Sociedades',
          procesos: [
            {
              radicado: '2024-00123',
              radicadoInterno: '',
              demandante: 'Ana Pérez',
              tipoIdentificacionDemandante: 'CC',
              numeroIdentificacionDemandante: '1020304050',
              demandado: 'Comercial Andina SAS',
              tipoIdentificacionDemandado: 'NI',
              numeroIdentificacionDemandado: '900123456',
              fuente: 'Sociedades',
            },
          ],
        },
      });
    for (let vez = 0; vez < SOLICITUDES_SUPERINTENDENCIAS_POR_DIA; vez++)
      expect((await enviar()).statusCode, `solicitud ${vez + 1}`).toBe(201);
    const rechazada = await enviar();
    expect(rechazada.statusCode).toBe(429);
    expect(rechazada.json()).toEqual({
      code: 'DemasiadasSolicitudesSuperintendencias',
      message: formatMessage('DemasiadasSolicitudesSuperintendencias', {
        max: SOLICITUDES_SUPERINTENDENCIAS_POR_DIA,
      }),
    });
    const guardadas = await deps.db
      .select({ id: solicitudesServicio.id })
      .from(solicitudesServicio)
      .where(eq(solicitudesServicio.idAbogado, abogado.id));
    expect(guardadas).toHaveLength(SOLICITUDES_SUPERINTENDENCIAS_POR_DIA);
    expect(await correosALaMesa(abogado)).toHaveLength(SOLICITUDES_SUPERINTENDENCIAS_POR_DIA);
  });
});
