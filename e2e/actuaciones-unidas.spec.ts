/**
 * 'Todas' lists each actuación once (issue 21 item 8): several sources read the same process (Rama,
 * Tyba and Unificada read CPNU; Unificada mirrors Samai), so the same actuación arrives from each.
 * A case registered with Unificada and Tyba (both read CPNU): 'Todas (N)' counts the distinct
 * actuaciones of its sources (text, annotation and date), less than the two sources' sum, and an
 * actuación both reported is one row naming both.
 */
import { isNotFound, isPrivate, procesosOf, sampleRadicados } from '@expediente/court-sim';
import { apiGet, apiSend, expedientePorNumero, sessionToken, signInDemo } from './support/api.ts';
import { expect, test } from './support/test.ts';

/** A row of Unificada's or Tyba's actuaciones as the API gives it (the web maps both alike). */
interface Fila {
  textoActuacion: string;
  fechaDeActuacion?: string | null;
  fechaActuacion?: string | null;
}

/** The sources with actuaciones (Publicaciones and SIUGJ have other tabs). */
const CON_ACTUACIONES: Record<number, string> = { 0: 'Rama', 1: 'Tyba', 2: 'Unificada', 4: 'Samai' };

const normal = (texto: string | null) => (texto ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
const clave = (fila: Fila) =>
  `${normal(fila.textoActuacion)}||${(fila.fechaDeActuacion ?? fila.fechaActuacion ?? '').slice(0, 10)}`;

test("'Todas' counts and lists each actuación once, with the sources that reported it", async ({ page }) => {
  test.setTimeout(120_000);
  await signInDemo(page);
  // A case the demo does not have yet, not administrative (those live in Samai).
  const { expedientes } = await apiGet<{ expedientes: { numero: string }[] }>(
    page,
    '/api/Expedientes?pagina=1',
  );
  // One the simulator keeps in Justicia XXI Web (so Tyba reads it too), with one process.
  const radicado = sampleRadicados(400, 2121).find((numero) => {
    const procesos = procesosOf(numero);
    return (
      !['03', '23', '33'].includes(numero.slice(5, 7)) &&
      !isNotFound(numero) &&
      !isPrivate(numero) &&
      procesos.length === 1 &&
      procesos[0].esTyba &&
      !expedientes.some((e) => e.numero === numero)
    );
  });
  if (!radicado) throw new Error('el simulador no dio un radicado nuevo de Justicia XXI Web');
  await apiSend(
    page,
    'POST',
    '/api/Expedientes',
    {
      numero: radicado,
      radicado,
      fuentesDatos: [
        { idFuenteDatos: '2', informacionRegistro: [] },
        { idFuenteDatos: '1', informacionRegistro: [] },
      ],
    },
    201,
  );
  // Both sources activated, with their actuaciones read.
  let id = 0;
  await expect(async () => {
    const expediente = await expedientePorNumero(page, radicado);
    id = expediente.id;
    const listas = expediente.procesosEnFuentesDatos.filter(
      (proceso) =>
        CON_ACTUACIONES[proceso.tipoFuente] && proceso.estado === 2 && (proceso.numActuaciones ?? 0) > 0,
    );
    expect(listas.map((proceso) => proceso.tipoFuente).sort()).toEqual([1, 2]);
  }).toPass({ timeout: 60_000 });
  const porFuente = new Map<number, Fila[]>();
  for (const tipoFuente of [2, 1])
    porFuente.set(
      tipoFuente,
      await apiGet<Fila[]>(page, `/api/${CON_ACTUACIONES[tipoFuente]}/Procesos/${id}/Actuaciones`),
    );
  // Distinct within each source's own multiplicity: an actuación twice in one source is two.
  const cuenta = new Map<string, number>();
  for (const filas of porFuente.values()) {
    const propias = new Map<string, number>();
    for (const fila of filas) propias.set(clave(fila), (propias.get(clave(fila)) ?? 0) + 1);
    for (const [k, n] of propias) cuenta.set(k, Math.max(cuenta.get(k) ?? 0, n));
  }
  const distintas = [...cuenta.values()].reduce((a, b) => a + b, 0);
  const suma = [...porFuente.values()].reduce((total, filas) => total + filas.length, 0);
  expect(distintas, 'Unificada y Tyba leen el mismo proceso de CPNU').toBeLessThan(suma);

  await page.goto(`/admin/DetalleDelExpediente/${id}`);
  await expect(page.getByTestId('expediente-numero')).toHaveText(radicado);
  await expect(page.getByRole('tab', { name: `Todas (${distintas})` })).toBeVisible();
  // A shared one is a row with both sources' badges.
  const panel = page.getByRole('tabpanel', { name: `Todas (${distintas})` });
  const conVarias = panel
    .getByTestId('actuacion-fuentes')
    .filter({ has: page.locator('.mantine-Badge-root').nth(1) });
  await expect(conVarias.first()).toBeVisible();

  // Removed, so the demo's later journeys see its usual cases.
  const borrado = await page.request.delete(`/api/Expedientes/${id}`, {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  expect(borrado.ok()).toBe(true);
});

/** A row of Samai's actuaciones: its name and annotation apart (Unificada joins them with ' - '). */
interface FilaSamai {
  descripcionActuacion: string;
  anotacion: string | null;
  fechaActuacion: string | null;
}

test("an administrative case counts a Samai actuación and its Unificada mirror once in 'Todas'", async ({
  page,
}) => {
  await signInDemo(page);
  // The demo's administrative case, watched in Unificada and Samai ('Todas (480)' for 240 + 240).
  const expediente = await expedientePorNumero(page, '73001333300320230002000');
  const fuentes = expediente.procesosEnFuentesDatos
    .filter((proceso) => proceso.estado === 2 && (proceso.numActuaciones ?? 0) > 0)
    .map((proceso) => proceso.tipoFuente);
  expect(fuentes).toEqual(expect.arrayContaining([2, 4]));
  const samai = await apiGet<FilaSamai[]>(page, `/api/Samai/Procesos/${expediente.id}/Actuaciones`);
  const unificada = await apiGet<Fila[]>(page, `/api/Unificada/Procesos/${expediente.id}/Actuaciones`);
  const claves = new Set([
    ...samai.map((fila) =>
      clave({
        textoActuacion: fila.anotacion
          ? `${fila.descripcionActuacion} - ${fila.anotacion}`
          : fila.descripcionActuacion,
        fechaActuacion: fila.fechaActuacion,
      }),
    ),
    ...unificada.map(clave),
  ]);
  // Every Unificada row mirrors one of Samai's: together they name no more actuaciones than Samai.
  expect(unificada.length).toBeGreaterThan(0);
  expect(claves.size).toBe(samai.length);

  await page.goto(`/admin/DetalleDelExpediente/${expediente.id}`);
  await expect(page.getByRole('tab', { name: `Todas (${samai.length})` })).toBeVisible({ timeout: 30_000 });
});
