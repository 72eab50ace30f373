/**
 * One término everywhere (issue 21 item 7): for the same cases, the card, the detail, the
 * 'Termino' order, 'Últimos cambios', the morning e-mail, the calendar feed and the three reports
 * (Excel, Word, PDF) give each case the same pending término — the one of
 * terminos/termino-pendiente.ts — including a case registered today (no término stored by a night),
 * a case whose date only the source gives, and none for a case whose only término has passed or
 * whose stored night date is not backed by any actuación.
 */
import { calcularTermino, crearCalendarioJudicial, sumarDias } from '@expediente/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { correos } from '../../src/db/schema.ts';
import { actuaciones, expedientes } from '../../src/db/schema-expedientes.ts';
import { entradasDeCuenta } from '../../src/features/calendario-feed/entradas.ts';
import { enviarInformesPendientes } from '../../src/features/informe-diario/enviar-informes.ts';
import { construirInformeUnificado } from '../../src/features/informes/construir-informe-unificado.ts';
import { extractPdfText } from '../../src/sources/publicaciones/pdf-text.ts';
import { closeDayFor, createCase, markConsulted, newActuacion } from '../control-cambios/support.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { unzip } from '../support/unzip.ts';

/** A Monday; the terms below run through February, which has no holiday in 2027. */
const HOY = '2027-02-01';
const traslado = (dias: string) => `AUTO CORRE TRASLADO POR EL TERMINO DE ${dias} DIAS`;
const ddmmyyyy = (fecha: string) => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`;

let t: TestApp;
let abogado: CreatedAbogado;
type Caso = Awaited<ReturnType<typeof createCase>>;
/** The cases and the término each must show (dd/mm/yyyy), or null. */
const casos: { nombre: string; caso: Caso; vence: string | null }[] = [];

interface Tarjeta {
  id: number;
  numero: string;
  terminoPendiente: { vence: string; vencimiento: string; regla: string | null; actuacion: string } | null;
  tieneTerminoEnFuente: boolean;
  fechaTerminoEnFuenteStr: string | null;
}

const pedir = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: abogado.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

function fin(actuacion: string, fecha = HOY): string {
  const termino = calcularTermino(crearCalendarioJudicial(), { actuacion, anotacion: null, fecha });
  if (!termino) throw new Error(`'${actuacion}' debe dar un término`);
  return termino.vence;
}

beforeAll(async () => {
  t = await createTestApp({}, { today: HOY });
  abogado = await createAbogado(t.deps);
  const nuevo = async (nombre: string, descripcion: string, vence: string | null, fecha = HOY) => {
    const caso = await createCase(t.deps, abogado.id, [2]);
    await newActuacion(t.deps, abogado.id, caso, 2, HOY, descripcion, fecha);
    await markConsulted(t.deps, abogado.id, caso, HOY);
    casos.push({ nombre, caso, vence: vence && ddmmyyyy(vence) });
    return caso;
  };
  // Registered today: no night stored its término (expedientes.fecha_termino stays null).
  await nuevo('diez días', traslado('DIEZ (10)'), fin(traslado('DIEZ (10)')));
  await nuevo('tres días', traslado('TRES (3)'), fin(traslado('TRES (3)')));
  // Only the source gives an end date (no rule reads a term in 'FIJACION ESTADO').
  const fuente = await nuevo('según la fuente', 'FIJACION ESTADO', '2027-02-09');
  await t.deps.db
    .update(actuaciones)
    .set({ fechaInicioTermino: '2027-02-02', fechaFinalizaTermino: '2027-02-09' })
    .where(eq(actuaciones.idExpediente, fuente.id));
  // A término that ended long ago, and a stale night date that no actuación backs.
  await nuevo('vencido', traslado('TRES (3)'), null, '2026-11-02');
  const sinTermino = await nuevo('sin término', 'AUTO ADMITE DEMANDA', null);
  await t.deps.db
    .update(expedientes)
    .set({ fechaTermino: sumarDias(HOY, 1) })
    .where(and(eq(expedientes.id, sinTermino.id), eq(expedientes.idAbogado, abogado.id)));
  await closeDayFor(t.deps, HOY, abogado.id);
}, 60_000);

describe('one término everywhere', () => {
  it('the card and the detail show the same término, and the card sentence agrees', async () => {
    const { expedientes: tarjetas } = (await pedir('/api/Expedientes?pagina=1')) as {
      expedientes: Tarjeta[];
    };
    for (const { nombre, caso, vence } of casos) {
      const tarjeta = tarjetas.find((fila) => fila.id === caso.id);
      expect(tarjeta?.terminoPendiente?.vence ?? null, nombre).toBe(vence);
      expect(tarjeta?.fechaTerminoEnFuenteStr ?? null, nombre).toBe(vence);
      expect(tarjeta?.tieneTerminoEnFuente, nombre).toBe(vence !== null);
      const detalle = (await pedir(`/api/Expedientes/${caso.id}`)) as Tarjeta;
      expect(detalle.terminoPendiente, nombre).toEqual(tarjeta?.terminoPendiente);
    }
    const fuente = tarjetas.find((fila) => fila.id === casos[2].caso.id);
    expect(fuente?.terminoPendiente?.regla).toBeNull();
  });

  it("the 'Termino' order follows those términos: nearest first, then the cases without one", async () => {
    const { expedientes: orden } = (await pedir('/api/Expedientes?pagina=1&ordenadoPor=termino')) as {
      expedientes: Tarjeta[];
    };
    const iso = (vence: string) => `${vence.slice(6)}-${vence.slice(3, 5)}-${vence.slice(0, 2)}`;
    const conTermino = casos
      .filter((caso) => caso.vence !== null)
      .sort((a, b) => iso(a.vence ?? '').localeCompare(iso(b.vence ?? '')));
    const sinTermino = casos.filter((caso) => caso.vence === null).sort((a, b) => b.caso.id - a.caso.id);
    expect(orden.map((tarjeta) => tarjeta.id)).toEqual([...conTermino, ...sinTermino].map((c) => c.caso.id));
    // The case registered today with the nearest término is first (it was last of 12, issue 21).
    expect(orden[0].id).toBe(casos[1].caso.id);
  });

  it("'Últimos cambios' gives each row its case's término", async () => {
    const { cambios } = (await pedir('/api/UltimosCambios')) as {
      cambios: { idExpediente: number; termino: string | null }[];
    };
    expect(cambios).toHaveLength(casos.length);
    for (const { nombre, caso, vence } of casos)
      expect(cambios.find((fila) => fila.idExpediente === caso.id)?.termino ?? null, nombre).toBe(vence);
  });

  it('the morning e-mail gives each case its término', async () => {
    await enviarInformesPendientes(t.deps);
    const enviados = await t.deps.db
      .select({ texto: correos.texto, html: correos.html })
      .from(correos)
      .where(eq(correos.para, abogado.email));
    const texto = enviados.map((correo) => correo.texto).join('\n');
    expect(texto).not.toBe('');
    for (const { nombre, caso, vence } of casos) {
      // The case's block in the plain-text part: from its radicado to the next blank line.
      const bloque = texto.slice(texto.indexOf(`Radicado ${caso.numero}`)).split('\n\n')[0];
      expect(bloque, nombre).toContain(caso.numero);
      if (vence) expect(bloque, nombre).toMatch(new RegExp(`Término: vence (el ${vence}|hoy|mañana)`));
      else expect(bloque, nombre).not.toContain('Término');
    }
  });

  it('the calendar feed holds each case’s término and no other case’s', async () => {
    const entradas = await entradasDeCuenta(t.deps, abogado.id);
    for (const { nombre, caso, vence } of casos) {
      const fechas = entradas
        .filter((entrada) => entrada.tipo === 'termino' && entrada.caso.idExpediente === caso.id)
        .map((entrada) => ddmmyyyy(entrada.tipo === 'termino' ? entrada.vence : ''));
      if (vence) expect(fechas[0], nombre).toBe(vence);
      else expect(fechas, nombre).toEqual([]);
    }
  });

  it('the Excel, Word and PDF reports give each case its término', async () => {
    const meta = { titular: 'Abogada', fecha: ddmmyyyy(HOY), hoy: HOY };
    const excel = await construirInformeUnificado(t.deps.db, abogado.id, 2, meta);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.content as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Procesos');
    if (!sheet) throw new Error('el libro no tiene la hoja Procesos');
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const columna = header.indexOf('Término: fecha') + 1;
    expect(columna).toBeGreaterThan(0);
    const word = new TextDecoder().decode(
      unzip((await construirInformeUnificado(t.deps.db, abogado.id, 1, meta)).content).get(
        'word/document.xml',
      ),
    );
    const pdf = (
      await extractPdfText(
        new Uint8Array((await construirInformeUnificado(t.deps.db, abogado.id, 0, meta)).content),
      )
    )
      .join('\n')
      .replace(/\s+/g, ' ');
    for (const { nombre, caso, vence } of casos) {
      let fila = 0;
      sheet.eachRow((row, numero) => {
        if (row.getCell(1).value === caso.numero) fila = numero;
      });
      const celda = sheet.getRow(fila).getCell(columna).value;
      expect(celda instanceof Date ? ddmmyyyy(celda.toISOString().slice(0, 10)) : null, nombre).toBe(vence);
      // Word and PDF: the case's section, from its radicado to the next one.
      for (const [formato, texto] of [
        ['Word', word],
        ['PDF', pdf],
      ] as const) {
        const desde = texto.indexOf(caso.numero);
        expect(desde, `${nombre} en ${formato}`).toBeGreaterThanOrEqual(0);
        const seccion = texto.slice(desde, texto.indexOf('Radicado', desde + caso.numero.length) >>> 0);
        if (vence) expect(seccion, `${nombre} en ${formato}`).toContain(`vence el ${vence}`);
        else expect(seccion, `${nombre} en ${formato}`).not.toContain('vence el');
      }
    }
  });
});
