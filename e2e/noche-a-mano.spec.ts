/**
 * A night by hand, as the README tells it: with the server running, `npm run sweep` makes a whole
 * night (sweep, close of the day, change controls, morning e-mails) on that server's database and
 * court simulator — it does not stop because the embedded database is in use. The simulator's day
 * moves on until the demo cases have news; the command runs beside the journeys' server; the
 * morning report it sent waits at /dev/correos and opens that day's change control.
 */
import { spawn } from 'node:child_process';
import { DEMO_ACCOUNT, fillSignIn } from './support/accounts.ts';
import { ddmmyyyy, signIn } from './support/api.ts';
import { avanzarHastaNovedades } from './support/noche.ts';
import { expect, test } from './support/test.ts';

/** The journeys' server data folder (playwright.config.ts): the one `npm run sweep` must join. */
const DATA_DIR = `.data/e2e-${Number(process.env.E2E_SLOT ?? 0)}`;

function npmRunSweep(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'sweep'], {
      env: { ...process.env, DATA_DIR, LOG_LEVEL: 'warn', npm_config_update_notifier: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

test('npm run sweep beside the running server makes the night and sends the morning report', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const { fecha } = await avanzarHastaNovedades(page);

  const sweep = await npmRunSweep();

  expect(sweep.output).not.toMatch(/ya está en uso/);
  expect(sweep.code, sweep.output).toBe(0);
  expect(sweep.output).toContain(`Barrido del ${fecha}`);
  expect(sweep.output).toMatch(/Informes de la mañana: [1-9]\d* enviados/);

  // The report of that morning, in the running server's mailbox, opens that day's control.
  await page.goto('/dev/correos');
  await page
    .getByRole('row')
    .filter({ hasText: DEMO_ACCOUNT.email })
    .filter({ hasText: / en (el proceso|tus procesos) / })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByText(ddmmyyyy(fecha)).first()).toBeVisible();
  // The link is the running server's address (localhost, not the journey's 127.0.0.1): the
  // e-mail's reader signs in there, as on another device.
  await page.getByRole('link', { name: 'Revisar los cambios del día' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${new URL(page.url()).port}/auth/sign-in`));
  await fillSignIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/ControlCambios\/\d+$/, { timeout: 20_000 });
  await expect(page.getByText('Cambios del día', { exact: true })).toBeVisible();
});
