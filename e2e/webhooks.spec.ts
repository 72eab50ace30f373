/**
 * Webhooks (decision 0016): from '/' the demo lawyer opens 'Mi cuenta', is told in Spanish why a
 * plain-http address is refused, registers one on this machine, sees its signing secret once,
 * finds it listed without the secret after a reload with an empty delivery log, sends a test
 * event (a toast, the row in the log, the signed POST at a receiver of this test, then
 * 'Entregado'), and revokes it.
 */
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_ACCOUNT } from './support/accounts.ts';
import { signIn } from './support/api.ts';
import { expect, test } from './support/test.ts';

interface Llegada {
  id: string;
  timestamp: string;
  firma: string;
  cuerpo: string;
}

/** A receiver on loopback that answers 200 and keeps what arrived. */
async function iniciarReceptor() {
  const llegadas: Llegada[] = [];
  const servidor = http.createServer((request, response) => {
    const partes: Buffer[] = [];
    request.on('data', (parte: Buffer) => partes.push(parte));
    request.on('end', () => {
      llegadas.push({
        id: String(request.headers['webhook-id'] ?? ''),
        timestamp: String(request.headers['webhook-timestamp'] ?? ''),
        firma: String(request.headers['webhook-signature'] ?? ''),
        cuerpo: Buffer.concat(partes).toString('utf8'),
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as AddressInfo;
  return {
    llegadas,
    url: `http://127.0.0.1:${port}/e2e-${randomUUID().slice(0, 8)}`,
    cerrar: () => new Promise<void>((resolve) => servidor.close(() => resolve())),
  };
}

const firmaEsperada = (secreto: string, llegada: Llegada) =>
  `v1,${createHmac('sha256', Buffer.from(secreto.replace(/^whsec_/, ''), 'base64'))
    .update(`${llegada.id}.${llegada.timestamp}.${llegada.cuerpo}`)
    .digest('base64')}`;

let receptor: Awaited<ReturnType<typeof iniciarReceptor>>;
test.beforeAll(async () => {
  receptor = await iniciarReceptor();
});
test.afterAll(() => receptor.cerrar());

test('registers a webhook, sees its secret once, sends a test event, and revokes it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.getByRole('link', { name: /Te quedan \d+ días de prueba gratis/ }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);

  const tarjeta = page.getByTestId('webhooks');
  const direccion = tarjeta.getByLabel('Dirección (HTTPS)');
  await direccion.fill('http://bufete.example.co/eventos');
  await tarjeta.getByRole('button', { name: 'Registrar webhook' }).click();
  await expect(tarjeta.getByText('La dirección del webhook debe empezar por https://.')).toBeVisible();

  // This machine may take plain http outside production (the test's own receiver).
  const url = receptor.url;
  await direccion.fill(url);
  await tarjeta.getByLabel('Descripción (opcional)').fill('ERP e2e');
  await tarjeta.getByRole('button', { name: 'Registrar webhook' }).click();
  const secreto = await tarjeta.getByLabel('Secreto del webhook').inputValue();
  expect(secreto).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

  // Shown once: after a reload the webhook is listed, its secret nowhere on the page.
  await page.reload();
  const fila = tarjeta.getByRole('row').filter({ hasText: url });
  await expect(fila).toContainText('ERP e2e');
  await expect(page.locator('body')).not.toContainText(secreto);
  await expect(tarjeta.getByLabel('Secreto del webhook')).toHaveCount(0);
  await fila.getByRole('button', { name: 'Ver entregas' }).click();
  await expect(tarjeta.getByText('Aún no hay eventos para este webhook.')).toBeVisible();

  // 'Enviar evento de prueba': a toast, the row in the open log, and the signed POST.
  await fila.getByRole('button', { name: `Enviar evento de prueba a ${url}` }).click();
  await expect(page.getByText(`Enviamos un evento de prueba a ${url}.`)).toBeVisible();
  const entregas = tarjeta.locator('[data-testid^="entregas-webhook-"]');
  await expect(entregas.getByRole('row').filter({ hasText: 'Evento de prueba' })).toHaveCount(1);
  await expect.poll(() => receptor.llegadas.length, { timeout: 15_000 }).toBe(1);
  const [llegada] = receptor.llegadas;
  expect(JSON.parse(llegada.cuerpo)).toMatchObject({ type: 'prueba' });
  expect(llegada.firma).toBe(firmaEsperada(secreto, llegada));
  await page.reload();
  await fila.getByRole('button', { name: 'Ver entregas' }).click();
  const filaPrueba = entregas.getByRole('row').filter({ hasText: 'Evento de prueba' });
  await expect(filaPrueba).toContainText(llegada.id);
  await expect(filaPrueba).toContainText('Entregado');

  await fila.getByRole('button', { name: `Revocar el webhook ${url}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revocar' }).click();
  await expect(fila.getByText('Revocado')).toBeVisible();
});
