/**
 * One término everywhere (issue 21 item 7), as the lawyer reads it: ordered by 'Termino', the
 * demo's cards come with their pending términos nearest first and the cases without one last; and
 * 'Últimos cambios' shows in its Termino column, on every row of a case, the date that case's card
 * shows ('---' only for a case whose card shows none). The agreement with the detail, the e-mail,
 * the calendar feed and the reports is tested in packages/server/test/terminos/un-termino.test.ts.
 */

import { DEMO_ACCOUNT } from './support/accounts.ts';
import { apiGet, signIn } from './support/api.ts';
import { nocheConTermino } from './support/noche-con-termino.ts';
import { expect, test } from './support/test.ts';

interface Tarjeta {
  id: number;
  numero: string;
  terminoPendiente: { vence: string; vencimiento: string } | null;
}

const aIso = (ddmmaaaa: string) => `${ddmmaaaa.slice(6, 10)}-${ddmmaaaa.slice(3, 5)}-${ddmmaaaa.slice(0, 2)}`;

test("the 'Termino' order and 'Últimos cambios' show the cards' términos", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const leerTarjetas = () =>
    apiGet<{ expedientes: Tarjeta[] }>(page, '/api/Expedientes?pagina=1&ordenadoPor=termino').then(
      (respuesta) => respuesta.expedientes,
    );
  let casos = await leerTarjetas();
  // Earlier journeys' nights may have let every demo término run out: a night brings one.
  if (!casos.some((caso) => caso.terminoPendiente !== null)) {
    await nocheConTermino(page);
    casos = await leerTarjetas();
  }
  const conTermino = casos.filter((caso) => caso.terminoPendiente !== null);
  expect(conTermino.length, 'algún proceso demo tiene un término pendiente').toBeGreaterThan(0);
  // Nearest first, then the cases without a término.
  const fechas = conTermino.map((caso) => aIso(caso.terminoPendiente?.vence ?? ''));
  expect(fechas).toEqual([...fechas].sort());
  expect(casos.slice(0, conTermino.length)).toEqual(conTermino);

  // The cards in that order, each with its 'Término: …' line.
  await page.getByRole('combobox', { name: 'Ordenar por' }).click();
  await page.getByRole('option', { name: 'Término' }).click();
  const tarjetas = page.getByTestId('case-card');
  await expect(tarjetas.first()).toContainText(casos[0].numero);
  await expect(tarjetas).toHaveCount(casos.length);
  for (const [indice, caso] of casos.entries()) {
    const tarjeta = tarjetas.nth(indice);
    await expect(tarjeta).toContainText(caso.numero);
    if (caso.terminoPendiente)
      await expect(tarjeta.getByTestId('termino-pendiente')).toContainText(
        `Término: ${caso.terminoPendiente.vencimiento}`,
      );
    else await expect(tarjeta.getByTestId('termino-pendiente')).toHaveCount(0);
  }

  // 'Últimos cambios': each row's Termino is its case's card término.
  await page.getByRole('link', { name: 'Últimos cambios' }).click();
  const filas = page.getByTestId('fila-ultimo-cambio');
  await expect(filas.first()).toBeVisible();
  const porNumero = new Map(casos.map((caso) => [caso.numero, caso.terminoPendiente?.vence ?? '---']));
  const celdas = await filas.evaluateAll((rows) =>
    rows.map((row) => Array.from(row.querySelectorAll('td'), (td) => td.textContent ?? '')),
  );
  let conFecha = 0;
  for (const celda of celdas) {
    const esperado = porNumero.get(celda[0]);
    if (esperado === undefined) continue; // a case past the list's first page
    expect(celda[7], celda[0]).toBe(esperado);
    if (esperado !== '---') conFecha += 1;
  }
  expect(conFecha, 'alguna fila de un caso con término').toBeGreaterThan(0);
});
