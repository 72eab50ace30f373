import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abogados } from '../../src/db/schema.ts';
import { coincidencias, documentosPublicados } from '../../src/db/schema-expedientes.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { createExpedienteRow, createProcesoEnFuenteRow } from './factories.ts';

const { app, deps } = await createTestApp();

async function list(auth: { authorization: string }, query: string) {
  const response = await app.inject({ url: `/api/Expedientes?${query}`, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/Expedientes', () => {
  it('shows a término only while it is pending (an ended one is history)', async () => {
    const abogado = await createAbogado(deps);
    await createExpedienteRow(deps, abogado.id, {
      fuenteUltimoCambio: 2,
      fechaUltimoCambio: new Date('2025-03-04T12:00:00Z'),
      fechaTermino: '2025-03-01',
    });
    const response = await app.inject({ url: '/api/Expedientes', headers: abogado.auth });
    expect(response.json().expedientes[0]).toMatchObject({
      tieneTerminoEnFuente: false,
      fechaTerminoEnFuenteStr: null,
    });
  });

  it('answers the seed read shape with the case sources', async () => {
    const abogado = await createAbogado(deps);
    const expediente = await createExpedienteRow(deps, abogado.id, {
      demandantes: 'Ana Pérez',
      despacho: 'Juzgado 1 Civil',
      fuenteUltimoCambio: 2,
      fechaUltimoCambio: new Date('2025-03-04T02:00:00Z'),
      fechaTermino: '2999-03-20',
    });
    await createProcesoEnFuenteRow(deps, expediente, {
      tipoFuente: 4,
      numActuaciones: 7,
      termino: '2025-03-20',
    });
    await createProcesoEnFuenteRow(deps, expediente, {
      tipoFuente: 2,
      idProceso: 'ADIC',
      esResultadoAdicional: true,
    });
    const body = await list(abogado.auth, '');
    expect(body).toMatchObject({ total: 1, pagina: 1, totalPaginas: 1, tamanoPagina: 20 });
    expect(body.expedientes).toHaveLength(1);
    expect(body.expedientes[0]).toEqual({
      id: expediente.id,
      numero: expediente.numero,
      idAbogado: abogado.id,
      etiqueta: null,
      resumen: null,
      idEtapaProcesal: null,
      despacho: 'Juzgado 1 Civil',
      clase: null,
      // Not stored: read from the radicado's DIVIPOLA code.
      ciudad: 'Bogotá D.C.',
      corporacion: null,
      juezEncargado: null,
      demandantes: 'Ana Pérez',
      demandados: null,
      creadoPorCambioEntidad: false,
      procesosEnFuentesDatos: [
        {
          tipoFuente: 4,
          estado: 2,
          activo: true,
          idProceso: `P-${expediente.id}`,
          idActualizacion: 'A-1',
          idUltimaConsulta: null,
          ultimaActuacion: null,
          numActuaciones: 7,
          termino: '2025-03-20',
          fechaUltimaActuacion: null,
          fechaUltimaConsulta: null,
          estadoUltimaConsulta: null,
          motivo: null,
          ultimaConsultaCompleta: null,
          motivoNoche: null,
          fechaMotivoNoche: null,
        },
      ],
      fuenteUltimoCambio: 2,
      tieneCambioEnFuente: true,
      // 02:00 UTC on the 4th is still the 3rd in Bogotá.
      fechaUltimoCambioFuenteStr: '03/03/2025',
      // The stored night date is no término the card shows: only a pending one read from the
      // case's actuaciones (terminos/termino-pendiente.ts), and this case has none.
      tieneTerminoEnFuente: false,
      fechaTerminoEnFuenteStr: null,
      idUltimoDocumento: null,
      nombreUltimoDocumento: null,
      tipoUltimoDocumento: null,
      fuenteUltimoDocumento: null,
      fechaUltimoDocumento: null,
      // No actuación of this case grants a term (decision 0008).
      terminoPendiente: null,
    });
  });

  it('pages 20 at a time and counts the total', async () => {
    const abogado = await createAbogado(deps);
    for (let index = 0; index < 45; index++) await createExpedienteRow(deps, abogado.id);
    const first = await list(abogado.auth, 'pagina=1&ordenadoPor=fechacreacion');
    const third = await list(abogado.auth, 'pagina=3&ordenadoPor=fechacreacion');
    const beyond = await list(abogado.auth, 'pagina=9');
    expect(first.expedientes).toHaveLength(20);
    expect(third.expedientes).toHaveLength(5);
    expect(first).toMatchObject({ total: 45, totalPaginas: 3 });
    expect(beyond).toMatchObject({ expedientes: [], total: 45, pagina: 9, totalPaginas: 3 });
    const seen = new Set<number>();
    for (let pagina = 1; pagina <= 3; pagina++) {
      const page = await list(abogado.auth, `pagina=${pagina}&ordenadoPor=fechacreacion`);
      for (const expediente of page.expedientes) seen.add(expediente.id);
    }
    expect(seen.size).toBe(45);
  });

  it('orders by last change, oldest change, creation and termino', async () => {
    const abogado = await createAbogado(deps);
    const never = await createExpedienteRow(deps, abogado.id);
    const old = await createExpedienteRow(deps, abogado.id, {
      fechaUltimoCambio: new Date('2024-01-01T15:00:00Z'),
    });
    const recent = await createExpedienteRow(deps, abogado.id, {
      fechaUltimoCambio: new Date('2025-01-01T15:00:00Z'),
      fechaTermino: '2000-01-01',
    });
    const soon = await createExpedienteRow(deps, abogado.id, { fechaTermino: '2999-01-01' });
    const sooner = await createExpedienteRow(deps, abogado.id, { fechaTermino: '2998-01-01' });
    const ids = async (orden: string) =>
      (await list(abogado.auth, orden ? `ordenadoPor=${orden}` : '')).expedientes.map(
        (expediente: { id: number }) => expediente.id,
      );
    const byChange = await ids('primerolosquehancambiado');
    expect(byChange.slice(0, 2)).toEqual([recent.id, old.id]);
    expect(await ids('')).toEqual(byChange);
    const unchanged = await ids('losquenohancambiado');
    expect(unchanged.slice(-2)).toEqual([old.id, recent.id]);
    expect(unchanged.slice(0, 3)).toEqual([never.id, soon.id, sooner.id]);
    expect(await ids('fechacreacion')).toEqual([sooner.id, soon.id, recent.id, old.id, never.id]);
    // The stored night dates (fechaTermino) do not order: no case has an actuación granting a
    // término, so none shows one, and they come newest first. The order by the término the card
    // shows is tested in terminos/un-termino.test.ts.
    expect(await ids('TERMINO')).toEqual([sooner.id, soon.id, recent.id, old.id, never.id]);
  });

  it('searches radicado, parties, despacho and tag ignoring case and accents', async () => {
    const abogado = await createAbogado(deps);
    const byName = await createExpedienteRow(deps, abogado.id, { demandados: 'JOSÉ MUÑOZ ÁLVAREZ' });
    const byDespacho = await createExpedienteRow(deps, abogado.id, {
      despacho: 'Juzgado 3 Laboral de Medellín',
    });
    const byTag = await createExpedienteRow(deps, abogado.id, { etiqueta: 'Cliente VIP' });
    const other = await createExpedienteRow(deps, abogado.id, { demandantes: 'Nadie' });
    const found = async (text: string) =>
      (await list(abogado.auth, `queryString=${encodeURIComponent(text)}`)).expedientes.map(
        (expediente: { id: number }) => expediente.id,
      );
    expect(await found('jose munoz')).toEqual([byName.id]);
    expect(await found('ALVAREZ')).toEqual([byName.id]);
    expect(await found('medellin')).toEqual([byDespacho.id]);
    expect(await found('vip')).toEqual([byTag.id]);
    // Through the whole consecutivo (digits 17–21): cut before its last digit, a sibling case whose
    // random despacho matched (1 in 1,000) matched too, and the test failed once so (28/11).
    expect(await found(other.numero.slice(5, 21))).toEqual([other.id]);
    expect(await found('100%_')).toEqual([]);
    expect(await found('a.*b[(\\')).toEqual([]);
    expect(await found('çß¿')).toEqual([]);
    expect(await found('JUZGADO   3')).toEqual([byDespacho.id]);
    expect((await found('   ')).length).toBe(4);
    const preview = await app.inject({
      url: '/api/Expedientes/V1/Buscar/Preview?queryString=Jos%C3%A9',
      headers: abogado.auth,
    });
    expect(preview.json()).toEqual({ totalExpedientesEncontrados: 1 });
  });

  it('shows the last document only with the ultimoDocumento feature flag', async () => {
    const abogado = await createAbogado(deps);
    const expediente = await createExpedienteRow(deps, abogado.id);
    const proceso = await createProcesoEnFuenteRow(deps, expediente, { tipoFuente: 6 });
    const [documento] = await deps.db
      .insert(documentosPublicados)
      .values({
        tipoFuente: 6,
        uuid: `doc-${expediente.id}`,
        articleId: 'a1',
        codigoDespacho: '110013103001',
        fechaPublicacion: '2025-02-10',
        titulo: 'Estado',
        nombre: 'Estado 10-02-2025.pdf',
        url: 'http://sim/doc.pdf',
        paginas: ['JOSE MUNOZ'],
      })
      .returning();
    await deps.db.insert(coincidencias).values({
      idAbogado: abogado.id,
      idExpediente: expediente.id,
      idProcesoEnFuente: proceso.id,
      idDocumento: documento.id,
      tipoFuente: 6,
      pagina: 1,
      extracto: 'JOSE MUNOZ',
      resumenEncontrado: 'JOSE MUNOZ',
      certeza: 90,
      tipo: 'nombre',
      fechaDeteccion: '2025-02-10',
    });
    const hidden = await list(abogado.auth, '');
    expect(hidden.expedientes[0].idUltimoDocumento).toBeNull();
    await deps.db
      .update(abogados)
      .set({ funcionalidades: { ultimoDocumento: true } })
      .where(eq(abogados.id, abogado.id));
    const shown = await list(abogado.auth, '');
    expect(shown.expedientes[0]).toMatchObject({
      idUltimoDocumento: documento.id,
      nombreUltimoDocumento: 'Estado 10-02-2025.pdf',
      tipoUltimoDocumento: 'pdf',
      fuenteUltimoDocumento: 6,
      fechaUltimoDocumento: '10/02/2025',
    });
  });

  it.each([['pagina=0'], ['pagina=abc'], ['ordenadoPor=alfabetico'], [`queryString=${'x'.repeat(201)}`]])(
    'refuses %s with 400',
    async (query) => {
      const abogado = await createAbogado(deps);
      const response = await app.inject({ url: `/api/Expedientes?${query}`, headers: abogado.auth });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'SolicitudInvalida' });
    },
  );

  it('never lists another lawyer cases', async () => {
    const owner = await createAbogado(deps);
    const intruder = await createAbogado(deps);
    await createExpedienteRow(deps, owner.id, { demandantes: 'Secreto Propietario' });
    const body = await list(intruder.auth, 'queryString=Secreto');
    expect(body).toMatchObject({ expedientes: [], haySiguiente: false });
    const preview = await app.inject({
      url: '/api/Expedientes/V1/Buscar/Preview?queryString=Secreto',
      headers: intruder.auth,
    });
    expect(preview.json()).toEqual({ totalExpedientesEncontrados: 0 });
  });

  it('requires a session', async () => {
    const response = await app.inject({ url: '/api/Expedientes' });
    expect(response.statusCode).toBe(401);
  });
});
