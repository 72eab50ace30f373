/**
 * Nothing cut or run over on a phone and at a desk (issue 21 item 16, "the same kind of fault on
 * the screens not named"): the document-level overflow check misses a control clipped inside its
 * card or a word that runs over the next column. At 390×844 the simulator's sources sat two to a
 * row with their switches cut off by the card and their codes squeezed to a dot (at 1366×800 to
 * 'E..' and 'P.'); 'Mi cuenta' wrote the address over 'Tipo de cuenta'; a case's Documentos squeezed
 * the source code and ran the file name over its date.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNT } from './support/accounts.ts';
import { apiGet, signIn } from './support/api.ts';
import { nocheConNovedades } from './support/noche.ts';
import { expect, test } from './support/test.ts';

const TELEFONO = { width: 390, height: 844 };
const ESCRITORIO = { width: 1366, height: 800 };

/** Elements in `zona` whose content is wider than their box (a word or a control that does not fit). */
async function desbordados(zona: Locator, selector: string): Promise<string[]> {
  return zona
    .locator(selector)
    .evaluateAll((elementos) =>
      elementos
        .filter((elemento) => elemento.scrollWidth > elemento.clientWidth + 1)
        .map(
          (elemento) =>
            `${(elemento.textContent ?? '').trim()} (${elemento.scrollWidth} > ${elemento.clientWidth})`,
        ),
    );
}

/** Switch tracks that reach past the right edge of their card. */
async function interruptoresCortados(page: Page): Promise<string[]> {
  return page.getByRole('switch').evaluateAll((interruptores) =>
    interruptores.flatMap((interruptor) => {
      const pista = interruptor.closest('.mantine-Switch-body')?.querySelector('.mantine-Switch-track');
      const tarjeta = interruptor.closest('.mantine-Card-root');
      if (!pista || !tarjeta) return [];
      const derecha = pista.getBoundingClientRect().right;
      const borde = tarjeta.getBoundingClientRect().right;
      return derecha > borde
        ? [`${interruptor.closest('label')?.textContent ?? '?'} (${derecha} > ${borde})`]
        : [];
    }),
  );
}

for (const [nombre, viewport] of [
  ['390×844', TELEFONO],
  ['1366×800', ESCRITORIO],
] as const) {
  test(`the simulator's source cards show their code and switch whole at ${nombre}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    await page.goto('/admin/simulador-facturacion');
    const fuentes = page.getByRole('main');
    await expect(fuentes.getByRole('switch', { name: 'Publicaciones Procesales' })).toBeVisible();
    await expect.poll(() => interruptoresCortados(page)).toEqual([]);
    await expect.poll(() => desbordados(fuentes, '.mantine-Card-root .mantine-Badge-label')).toEqual([]);
  });
}

test("'Mi cuenta' on a phone breaks the e-mail address inside its column", async ({ page }) => {
  await page.setViewportSize(TELEFONO);
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.goto('/admin/profile');
  const correo = page.getByRole('main').getByText(DEMO_ACCOUNT.email, { exact: true });
  await expect(correo).toBeVisible();
  await expect.poll(() => correo.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
});

test("a case's Documentos on a phone keep each source code whole and the name off the date", async ({
  page,
}) => {
  await page.setViewportSize(TELEFONO);
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.getByTestId('case-card').first().getByRole('link').first().click();
  await page.getByRole('tab', { name: 'Documentos' }).click();
  const documentos = page.getByTestId('documento-fuente');
  await expect(documentos.first()).toBeVisible();
  await expect
    .poll(() => desbordados(page.getByRole('main'), '[data-testid="documento-fuente"] .mantine-Badge-label'))
    .toEqual([]);
  await expect
    .poll(() => desbordados(page.getByRole('main'), '[data-testid="documento-fuente"] p'))
    .toEqual([]);
});

test('the calendar of changes on a phone keeps each day inside its cell and the month on one row', async ({
  page,
}) => {
  await page.setViewportSize(TELEFONO);
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.goto('/admin/CalendarioDeCambios');
  const mes = page.getByTestId('mes-calendario');
  await expect(mes).toBeVisible();
  // The demo's month of history has days with a control; go back to them if the month just began
  // (a month's days arrive after its grid: each month gets a few seconds to show them).
  const dias = page.getByTestId('dia-con-control');
  for (let meses = 0; meses < 2; meses++) {
    const conDias = await expect(dias.first())
      .toBeVisible({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (conDias) break;
    await page.getByRole('button', { name: 'Mes anterior' }).click();
  }
  await expect(dias.first()).toBeVisible();

  const siguiente = await page.getByRole('button', { name: 'Mes siguiente' }).boundingBox();
  const titulo = await mes.boundingBox();
  expect(siguiente && titulo && siguiente.y < titulo.y + titulo.height).toBe(true);

  const salidos = await dias.evaluateAll((celdas) =>
    celdas.flatMap((celda) => {
      const borde = celda.getBoundingClientRect().right;
      return [...celda.querySelectorAll('p')]
        .filter((texto) => texto.getClientRects().length > 0)
        .filter(
          (texto) =>
            texto.getBoundingClientRect().right > borde + 1 || texto.scrollWidth > texto.clientWidth + 1,
        )
        .map((texto) => `${celda.getAttribute('data-fecha')}: ${texto.textContent}`);
    }),
  );
  expect(salidos).toEqual([]);
  // Each day still says whether it is done, to a screen reader too.
  await expect(page.getByRole('button', { name: /^Control del/ }).first()).toHaveAccessibleName(
    /^Control del \d+ \(de \w+\) (Todo al día|Pendiente finalizar): \d+\/\d+ revisados/,
  );
});

test("'Descargar todos los procesos' on a phone opens its formats on the screen", async ({ page }) => {
  await page.setViewportSize(TELEFONO);
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.getByRole('banner').getByRole('button', { name: 'Abrir o cerrar el menú lateral' }).click();
  await page.getByRole('button', { name: 'Descargar todos los procesos' }).click();
  for (const formato of [/^PDF/, /^Word/, /^Excel/]) {
    await expect(page.getByRole('menuitem', { name: formato })).toBeInViewport({ ratio: 1 });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TELEFONO.width);
});

test("a notification's 'Nueva' on a phone stays whole beside a long title", async ({ page }) => {
  await page.setViewportSize(TELEFONO);
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  // Journeys before this one in the same part may have opened every demo notification (it failed
  // so after expedientes.spec.ts): then a night with news brings new ones.
  const { countNoVistas } = await apiGet<{ countNoVistas: number }>(
    page,
    '/api/NotificacionesCambio/Resumen',
  );
  if (countNoVistas === 0) await nocheConNovedades(page);
  await page.goto('/admin/NotificacionesCambio');
  // The demo's unseen notifications are under 'Hoy', 'Ayer' or 'Antes', depending on the day.
  const nuevas = page.locator('[data-testid="notificacion"][data-visto="false"]');
  for (const pestana of ['Ayer', 'Antes']) {
    if ((await nuevas.count()) > 0) break;
    await page.getByRole('tab', { name: new RegExp(`^${pestana}`) }).click();
  }
  await expect(nuevas.first()).toBeVisible();
  await expect
    .poll(() => desbordados(page.getByRole('main'), '[data-testid="notificacion"] .mantine-Badge-label'))
    .toEqual([]);
});

for (const [nombre, viewport] of [
  ['1366×768', { width: 1366, height: 768 }],
  ['390×844', TELEFONO],
] as const) {
  test(`the change control keeps each 23-digit radicado on one line, inside its table, at ${nombre}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    // The newest control, as 'Control de cambios' in the side panel (a drawer on a phone) opens it.
    const [hoy] = await apiGet<{ id: number }[]>(page, '/api/ControlCambiosDia/Historial');
    await page.goto(`/admin/ControlCambios/${hoy.id}`);
    const radicados = page.locator('[data-testid="fila-cambio"] a[href*="rol=principal"]');
    await expect(radicados.first()).toBeVisible();
    // At 1366 px the column squeezed '73001333300320230002000' onto three lines.
    const partidos = await radicados.evaluateAll((enlaces) =>
      enlaces
        .filter((enlace) => enlace.getClientRects().length > 1)
        .map((enlace) => `${enlace.textContent} (${enlace.getClientRects().length} líneas)`),
    );
    expect(partidos).toEqual([]);
    expect(await radicados.first().textContent()).toMatch(/^\d{23}$/);
    // Nor does the row run past its section: no sideways scroll, nothing past the right edge.
    const seccion = page.getByTestId('seccion-cambios');
    const salidos = await seccion.evaluate((caja) => {
      const borde = caja.getBoundingClientRect().right;
      const fuera = [...caja.querySelectorAll('[data-testid="fila-cambio"] a')]
        .filter((enlace) => enlace.getBoundingClientRect().right > borde + 1)
        .map(
          (enlace) =>
            `${enlace.textContent?.slice(0, 30)} (${enlace.getBoundingClientRect().right} > ${borde})`,
        );
      const desplazables = [...caja.querySelectorAll('.mantine-ScrollArea-viewport')]
        .filter((vista) => vista.scrollWidth > vista.clientWidth + 1)
        .map((vista) => `la tabla (${vista.scrollWidth} > ${vista.clientWidth})`);
      return [...fuera, ...desplazables];
    });
    expect(salidos).toEqual([]);
  });
}

test("a case's actuaciones at 1366×768 show each source's code whole", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.getByTestId('case-card').first().getByRole('link').first().click();
  const fuentes = page.getByTestId('actuacion-fuentes');
  await expect(fuentes.first()).toBeVisible();
  // The demo's first case is read by two sources: the long descriptions squeezed the column and
  // cut the 'U' of Unificada to 5 px of its 17.
  await expect
    .poll(() => desbordados(page.getByRole('main'), '[data-testid="actuacion-fuentes"] .mantine-Badge-label'))
    .toEqual([]);
});

/** Placeholders in `zona` wider than their box's text area, measured in the box's own font. */
async function indicacionesCortadas(zona: Locator): Promise<string[]> {
  return zona.locator('input[placeholder], textarea[placeholder]').evaluateAll((campos) => {
    const lienzo = document.createElement('canvas').getContext('2d');
    if (!lienzo) return ['sin lienzo'];
    return campos.flatMap((campo) => {
      if (campo.getClientRects().length === 0) return [];
      const estilo = getComputedStyle(campo);
      lienzo.font = `${estilo.fontWeight} ${estilo.fontSize} ${estilo.fontFamily}`;
      const texto = campo.getAttribute('placeholder') ?? '';
      const ancho = lienzo.measureText(texto).width;
      const util =
        campo.clientWidth - Number.parseFloat(estilo.paddingLeft) - Number.parseFloat(estilo.paddingRight);
      return ancho > util + 1 ? [`${texto} (${Math.round(ancho)} > ${Math.round(util)})`] : [];
    });
  });
}

test('the case list on a phone shows the search box and Último comentario texts whole', async ({ page }) => {
  await page.setViewportSize(TELEFONO);
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const main = page.getByRole('main');
  await expect(main.getByTestId('case-card').first()).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Buscar procesos' })).toBeVisible();
  // At 390 px they read 'Digita el número de radicado y da cl' and 'Los comentarios del proceso
  // estarán disponibles muy' (the rest on a second line the one-row box hides).
  await expect.poll(() => indicacionesCortadas(main)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TELEFONO.width);
});

for (const [nombre, viewport] of [
  ['390×844', TELEFONO],
  ['1366×800', ESCRITORIO],
] as const) {
  test(`the chat button leaves the last case card whole at the end of Procesos at ${nombre}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const tarjetas = page.getByTestId('case-card');
    await expect(tarjetas.first()).toBeVisible({ timeout: 30_000 });
    // The page's whole first list: the cards after the first screen render right after it.
    const { total } = await apiGet<{ total: number }>(page, '/api/Expedientes?pagina=1');
    await expect(tarjetas).toHaveCount(Math.min(total, 20));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const boton = page.getByRole('link', { name: 'Chat de soporte' });
    await expect(boton).toBeInViewport();
    // At 390 px the button sat over the last card's sources and 'Activar/desactivar fuentes',
    // with no way to scroll them out from under it.
    await expect
      .poll(async () => {
        const ultima = await tarjetas.last().boundingBox();
        const caja = await boton.boundingBox();
        return ultima && caja ? Math.round(caja.y - (ultima.y + ultima.height)) : null;
      })
      .toBeGreaterThanOrEqual(0);
  });
}

for (const [nombre, viewport] of [
  ['390×844', TELEFONO],
  ['1366×800', ESCRITORIO],
] as const) {
  test(`a case card's sources show their count of actuaciones or coincidencias whole at ${nombre}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const card = page.getByTestId('case-card').first();
    await card.getByRole('button', { name: 'Activar/desactivar fuentes' }).click();
    const conteos = card.locator('[data-testid="source-card"][data-state="activa"] .mantine-Badge-label');
    await expect(conteos.first()).toBeVisible();
    // At 390 px '240 actuaciones' showed as '240 A…' beside the source's name; at 1366 px
    // '2 coincidencias' as '2 COINCID…' beside 'Publicaciones Procesales'.
    await expect
      .poll(() => desbordados(card, '[data-testid="source-card"] .mantine-Badge-label'))
      .toEqual([]);
  });
}

test("a case's page on a phone shows the 'Etapa procesal' box's hint whole", async ({ page }) => {
  await page.setViewportSize(TELEFONO);
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.getByTestId('case-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('expediente-numero')).toBeVisible();
  const etapa = page.getByRole('main').getByRole('textbox', { name: 'Etapa procesal' });
  await expect(etapa).toBeVisible();
  // In the header's second column it read 'Selecciona o escribe u'; the hint is measured in the
  // box's own font against the room inside its padding (a placeholder never scrolls).
  const sobra = await etapa.evaluate((input: HTMLInputElement) => {
    const estilo = getComputedStyle(input);
    const contexto = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    contexto.font = `${estilo.fontWeight} ${estilo.fontSize} ${estilo.fontFamily}`;
    const texto = input.value || input.placeholder;
    const espacio =
      input.clientWidth - Number.parseFloat(estilo.paddingLeft) - Number.parseFloat(estilo.paddingRight);
    return Math.floor(espacio - contexto.measureText(texto).width);
  });
  expect(sobra).toBeGreaterThanOrEqual(0);
});

for (const [nombre, viewport] of [
  ['390×844', TELEFONO],
  ['1366×800', ESCRITORIO],
] as const) {
  test(`the report of important changes says 'Revisado' whole at ${nombre}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    // A day of the demo's month of history with important changes: its report lists them.
    const historial = await apiGet<{ id: number }[]>(page, '/api/ControlCambiosDia/Historial');
    let conImportantes: number | null = null;
    for (const { id } of historial) {
      const control = await apiGet<{ totalImportantes: number }>(page, `/api/ControlCambiosDia/${id}`);
      if (control.totalImportantes > 0) {
        conImportantes = id;
        break;
      }
    }
    if (conImportantes === null) throw new Error('la demo no tiene un día con cambios importantes');
    await page.goto(`/admin/ControlCambios/${conImportantes}?tipoInforme=informeCoordinador`);
    const estados = page.locator('[data-testid="fila-informe"] .mantine-Badge-label');
    await expect(estados.first()).toBeVisible();
    // At both widths the table's narrowest column cut it to 'REVIS…'.
    await expect
      .poll(() => desbordados(page.getByRole('main'), '[data-testid="fila-informe"] .mantine-Badge-label'))
      .toEqual([]);
  });
}

test("'Últimos cambios' on a phone shows each change without scrolling sideways", async ({ page }) => {
  await page.setViewportSize(TELEFONO);
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const { cambios } = await apiGet<{
    cambios: { numeroExpediente: string; ultimaActuacion: string | null }[];
  }>(page, '/api/UltimosCambios?pagina=1');
  const conActuacion = cambios.find((cambio) => cambio.ultimaActuacion);
  if (!conActuacion?.ultimaActuacion) throw new Error('la demo no tiene cambios con su última actuación');
  await page.goto('/admin/UltimosCambios');
  const filas = page.getByTestId('fila-ultimo-cambio');
  await expect(filas.first()).toBeVisible();
  // As a 1000 px table the phone showed the radicado, the source and half the date; the change
  // itself (the last actuación) was past the right edge.
  const fila = filas.filter({ hasText: conActuacion.numeroExpediente }).first();
  await fila.scrollIntoViewIfNeeded();
  await expect(fila.getByText(conActuacion.ultimaActuacion).first()).toBeInViewport({
    ratio: 1,
  });
  const salidas = await filas.evaluateAll(
    (elementos) =>
      elementos.filter((elemento) => elemento.getBoundingClientRect().right > window.innerWidth + 1).length,
  );
  expect(salidas).toBe(0);
});
