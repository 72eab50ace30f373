/**
 * The Procesos page's banners and side panel (seed 000 §2, seed 002 §2/§4): billing gate, overdue
 * invoice, a new process pushed over the WebSocket, and the side-panel shortcuts.
 * Billing state has no API to change it, so fresh accounts are prepared in the journey's own
 * database (the server's embedded PostgreSQL for this E2E slot), as a factory would.
 */
import { sampleRadicados } from '@expediente/court-sim';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { createAccount, DEMO_ACCOUNT, newAccount, type TestAccount } from './support/accounts.ts';
import { signIn } from './support/api.ts';
import { descartarGuiasAlAparecer } from './support/onboarding.ts';
import { channelJoined } from './support/realtime.ts';
import { expect, test } from './support/test.ts';

const SLOT = Number(process.env.E2E_SLOT ?? 0);
const DATABASE_URL = `postgres://expediente:expediente-local@127.0.0.1:${54399 + SLOT}/expediente`;

async function sql(text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function freshAccount(page: Page): Promise<TestAccount> {
  const account = newAccount();
  await createAccount(page.request, account);
  return account;
}

const sidePanel = (page: Page) => page.getByRole('navigation');

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

// New accounts meet the onboarding guides (decision 0015): dismissed as a user would.
test.beforeEach(async ({ page }) => {
  await descartarGuiasAlAparecer(page);
});

test('with queries disabled for unpaid invoices, the warning shows and registering is disabled', async ({
  page,
}) => {
  const account = await freshAccount(page);
  await sql(
    `update abogados set funcionalidades = funcionalidades || '{"facturasVencidas": true}' where email = $1`,
    [account.email],
  );
  await signIn(page, account.email, account.password);

  const banner = page.getByTestId('billing-warning-banner');
  await expect(banner).toContainText('Tus consultas están deshabilitadas por facturas pendientes de pago.');
  const registrar = sidePanel(page).getByRole('button', { name: 'Registrar procesos' });
  await expect(registrar).toBeDisabled();
  await expect(sidePanel(page)).toContainText('Registrar procesos está deshabilitado porque tus consultas');
  // The empty state still shows under the banner.
  await expect(page.getByText('Aún no tienes procesos registrados')).toBeVisible();
});

test('an account in good standing sees no billing warning and can open the bulk-load dialog', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await expect(page.getByTestId('case-card').first()).toBeVisible();
  await expect(page.getByTestId('billing-warning-banner')).toHaveCount(0);

  await sidePanel(page).getByRole('button', { name: 'Registrar procesos' }).click();
  await expect(page.getByRole('dialog', { name: 'Solicitud de carga de procesos' })).toBeVisible();
});

test('an overdue invoice shows its code, days overdue, total in COP and the pay link', async ({ page }) => {
  const account = await freshAccount(page);
  await sql(
    `insert into facturas (id_abogado, codigo_factura, fecha_vencimiento, total_factura, url_pago_siigo)
     select id, 'FE-E2E-77', date '2020-01-15', 100000, 'https://siigo.example/pagar/FE-E2E-77'
     from abogados where email = $1`,
    [account.email],
  );
  await signIn(page, account.email, account.password);

  const banner = page.getByTestId('factura-banner');
  await expect(banner).toContainText('Tienes una factura vencida: FE-E2E-77');
  await expect(banner).toContainText('Total $100.000');
  // Days overdue count from the server's Bogotá day; the banner shows the API's own figure.
  const token = await page.evaluate(() => localStorage.getItem('token_expediente'));
  const answer = await page.request.get('/api/FacturasProximasAVencer', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [factura] = (await answer.json()) as { diasMora: number }[];
  expect(factura.diasMora).toBeGreaterThan(300);
  await expect(banner).toContainText(`${factura.diasMora} días de mora`);
  await expect(banner.getByRole('link', { name: 'Pagar factura' })).toHaveAttribute(
    'href',
    'https://siigo.example/pagar/FE-E2E-77',
  );
});

test('a process registered elsewhere shows the info banner, and Ver nuevo proceso shows it', async ({
  page,
}) => {
  const account = await freshAccount(page);
  const joined = channelJoined(page);
  await signIn(page, account.email, account.password);
  await expect(page.getByText('Aún no tienes procesos registrados')).toBeVisible();
  await joined;

  // Registered from "another tab": the page hears NuevoProceso on the WebSocket.
  const radicado = sampleRadicados(1, Date.now() % 100_000)[0];
  const token = await page.evaluate(() => localStorage.getItem('token_expediente'));
  const created = await page.request.post('/api/Expedientes', {
    headers: { authorization: `Bearer ${token}` },
    data: { numero: radicado, radicado, fuentesDatos: [{ idFuenteDatos: '2', informacionRegistro: [] }] },
  });
  expect(created.status(), await created.text()).toBe(201);

  const banner = page.getByTestId('nuevo-proceso-banner');
  await expect(banner).toContainText(`Se registró un nuevo proceso: ${radicado}`);
  await banner.getByRole('button', { name: 'Ver nuevo proceso' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByLabel('Buscar procesos')).toHaveValue(radicado);
  await expect(page.getByTestId('case-card')).toHaveCount(1);
  await expect(page.getByTestId('case-card')).toContainText(radicado);
});

test('Descargar todos los procesos sends the report of every case by e-mail, as Word', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  // Without SMTP the E2E server keeps its mail for the development mailbox.
  const mailbox = await context.newPage();
  await mailbox.goto('/dev/correos');
  const informes = mailbox
    .getByRole('row')
    .filter({ hasText: DEMO_ACCOUNT.email })
    .filter({ hasText: 'Informe de todos tus procesos al' });
  const before = await informes.count();

  await sidePanel(page).getByRole('button', { name: 'Descargar todos los procesos' }).click();
  // The lawyer picks the file type: PDF, Word or Excel.
  await expect(page.getByRole('menuitem', { name: 'PDF' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Excel (.xlsx)' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Word (.docx)' }).click();
  await expect(page.getByText('Solicitud generada correctamente')).toBeVisible();
  await expect(
    page.getByText(`Estamos generando tu informe; te lo enviaremos a ${DEMO_ACCOUNT.email} en unos minutos.`),
  ).toBeVisible();

  // The worker builds and sends it in the background.
  await expect(async () => {
    await mailbox.reload();
    expect(await informes.count()).toBe(before + 1);
  }).toPass({ timeout: 30_000 });
  const sent = informes.first();
  await expect(sent).toContainText(/Informe de todos tus procesos al \d{2}\/\d{2}\/\d{4}/);
  await sent.getByRole('link').click();
  await expect(
    mailbox.getByText(/Adjuntamos el archivo Procesos_\d{2}-\d{2}-\d{4}\.docx \(Word\) con tus \d+ procesos/),
  ).toBeVisible();
});

test('the chat widget links to support from the Procesos page', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const chat = page.getByRole('link', { name: 'Chat de soporte' });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('target', '_blank');
});

test('the first screen of cases builds no Intl formatter and fetches nothing twice', async ({ page }) => {
  // Issue 21, item 18: the Bogotá clock uses its fixed offset and the peso formatter is built on
  // first use; a formatter built while the first screen loads brings the cost back.
  // A string, not a function: the test transpiler's helpers (`__name`) do not exist in the page.
  await page.addInitScript(`(() => {
    const construidos = [];
    for (const nombre of ['DateTimeFormat', 'NumberFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat']) {
      const original = Intl[nombre];
      const contado = function (...args) {
        construidos.push(nombre + ': ' + (new Error().stack.split('\\n')[2] ?? '').trim());
        return new original(...args);
      };
      contado.prototype = original.prototype;
      contado.supportedLocalesOf = original.supportedLocalesOf;
      Object.defineProperty(Intl, nombre, { value: contado, configurable: true, writable: true });
    }
    // Last, so that a script that broke halfway leaves nothing to read and the test fails.
    window.__intlConstruidos = construidos;
  })();`);
  // Chrome says so when index.html preloads a file in a way the app's loader then cannot use.
  const precargasPerdidas: string[] = [];
  page.on('console', (mensaje) => {
    if (/preload .* is not used/.test(mensaje.text())) precargasPerdidas.push(mensaje.text());
  });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await expect(page.getByTestId('case-card').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('case-card').first()).toContainText('/20');
  expect(precargasPerdidas).toEqual([]);
  const construidos = await page.evaluate(
    () => (window as unknown as { __intlConstruidos: string[] }).__intlConstruidos,
  );
  expect(construidos).toEqual([]);
});
