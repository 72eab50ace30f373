/**
 * 'Notificame cuando termine' (seed 000 §2): a load of more than 5 cases has its own page; while
 * the courts answer slowly (latency injected in the simulator) the lawyer asks to be notified,
 * is told the load stays active and goes back to the list; when the load finishes, the
 * finished banner shows there and the result e-mail is in the development mailbox.
 */

import { createAccount, expectOnProcesos, newAccount } from './support/accounts.ts';
import { signIn } from './support/api.ts';
import { cargaApi, idDeCarga, openCargaDialog, radicadosFrescos } from './support/carga.ts';
import { descartarGuiasAlAparecer } from './support/onboarding.ts';
import { simulador } from './support/simulador.ts';
import { expect, test } from './support/test.ts';

// Whatever happens, the next journeys find the courts answering at normal speed.
test.afterEach(async ({ request }) => {
  await (await simulador(request)).clearFaults();
});

// New accounts meet the onboarding guides (decision 0015): dismissed as a user would.
test.beforeEach(async ({ page }) => {
  await descartarGuiasAlAparecer(page);
});

test('asked to be notified while a load runs, the lawyer gets the finished banner and the e-mail', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const account = newAccount();
  await createAccount(page.request, account);
  await signIn(page, account.email, account.password);
  const { found, notFound } = radicadosFrescos(17);
  const radicados = [...found.slice(0, 5), notFound];

  // Each search waits 8 s for CPNU: the load is still searching when the lawyer reaches its page.
  const sim = await simulador(page.request);
  await sim.setFaults('cpnu', { latencyMs: 8_000 });
  const dialog = await openCargaDialog(page);
  await dialog.getByRole('textbox', { name: 'Radicados' }).fill(radicados.join('\n'));
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/admin\/estado-carga-automatica\/\d+$/, { timeout: 30_000 });
  const id = idDeCarga(page);
  await expect(page.getByLabel('Estado de la carga')).toHaveText(/^En progreso \(\d de 6\)$/);

  await page.getByRole('button', { name: 'Notifícame cuando termine' }).click();
  const activa = page.getByRole('dialog', { name: 'Tu carga quedará activa' });
  await expect(activa).toContainText(
    'Cuando terminemos te enviaremos un correo electrónico con el resultado de la carga.',
  );
  expect((await cargaApi(page, id)).estado).toBe('EnProceso');
  // The courts speed up again; the rest of the load runs while the lawyer is elsewhere.
  await sim.clearFaults();
  await activa.getByRole('button', { name: 'Entendido' }).click();
  await expectOnProcesos(page);

  // The list hears the load finish over the socket.
  const banner = page.getByRole('alert', { name: 'Carga de procesos finalizada' });
  await expect(banner).toBeVisible({ timeout: 90_000 });
  const carga = await cargaApi(page, id);
  expect(carga.estado).toBe('Finalizado');
  const estados = Object.fromEntries(carga.procesosACargar.map((item) => [item.numeroProceso, item.estado]));
  expect(estados[notFound]).toBe('NoEncontrado');
  const registrados = carga.procesosACargar.filter((item) => item.estado === 'Registrado').length;
  expect(registrados + 1).toBe(6);
  await expect(banner).toContainText(`Registramos ${registrados} de 6 procesos de tu carga.`);

  // The promised e-mail, read in the development mailbox (/dev/correos) in another tab.
  const buzon = await context.newPage();
  const asunto = `Tu carga de procesos finalizó: ${registrados} de 6 registrados`;
  const fila = buzon.getByRole('row').filter({ hasText: account.email }).filter({ hasText: asunto });
  await expect(async () => {
    await buzon.goto('/dev/correos');
    await expect(fila).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await fila.getByRole('link', { name: asunto }).click();
  await expect(buzon.getByText('Terminamos la carga automática de tus 6 procesos.')).toBeVisible();
  await expect(buzon.getByText(`${registrados} procesos registrados y en consulta diaria.`)).toBeVisible();
  await expect(buzon.getByText(/^1 proceso no se encontró en las páginas de la Rama Judicial/)).toBeVisible();
  await expect(buzon.getByRole('link', { name: 'Ver el resultado' })).toHaveAttribute(
    'href',
    new RegExp(`/admin/estado-carga-automatica/${id}$`),
  );
});
