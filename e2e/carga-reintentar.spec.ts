/**
 * The retry banner of a bulk load (seed 000 §4): while CPNU answers broken responses (fault
 * injection in the simulator), the load's searches end in technical error and the banner counts
 * them; with the court healthy again, 'Reintentar' hides it and the same cases are searched again
 * and end registered or not found. One radicado the lawyer already has is reported registered
 * without a search, so the banner's count is the errors', not the load's size.
 */

import { createAccount, newAccount } from './support/accounts.ts';
import { apiSend, expedientePorNumero, signIn } from './support/api.ts';
import { cargaApi, type EstadoItem, idDeCarga, openCargaDialog, radicadosFrescos } from './support/carga.ts';
import { descartarGuiasAlAparecer } from './support/onboarding.ts';
import { simulador } from './support/simulador.ts';
import { expect, test } from './support/test.ts';

test.afterEach(async ({ request }) => {
  await (await simulador(request)).clearFaults();
});

const LABELS: Partial<Record<EstadoItem, string>> = {
  Registrado: 'Proceso registrado',
  NoEncontrado: 'No encontrado',
  ErrorTecnico: 'Error técnico',
};

// New accounts meet the onboarding guides (decision 0015): dismissed as a user would.
test.beforeEach(async ({ page }) => {
  await descartarGuiasAlAparecer(page);
});

test('searches that failed for technical errors are retried with Reintentar', async ({ page }) => {
  test.setTimeout(150_000);
  const account = newAccount();
  await createAccount(page.request, account);
  await signIn(page, account.email, account.password);
  const { found, notFound } = radicadosFrescos(29);
  const [yaRegistrado, ...nuevos] = found.slice(0, 6);
  const buscados = [...nuevos, notFound];
  const radicados = [yaRegistrado, ...buscados];
  expect(radicados).toHaveLength(7);

  // A case the lawyer already follows, registered before the court breaks.
  await apiSend(
    page,
    'POST',
    '/api/Expedientes',
    {
      numero: yaRegistrado,
      radicado: yaRegistrado,
      fuentesDatos: [{ idFuenteDatos: '2', informacionRegistro: [] }],
    },
    201,
  );
  await expect
    .poll(async () => (await expedientePorNumero(page, yaRegistrado)).procesosEnFuentesDatos[0]?.estado, {
      timeout: 30_000,
    })
    .toBe(2);

  // CPNU answers 200 with a cut-off body: the connector cannot read it (a technical error), and
  // the HTTP client sees no failed request, so nothing else (retries, circuit breaker) gets in the way.
  const sim = await simulador(page.request);
  await sim.setFaults('cpnu', { malformedRate: 1 });
  const dialog = await openCargaDialog(page);
  await dialog.getByRole('textbox', { name: 'Radicados' }).fill(radicados.join('\n'));
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/admin\/estado-carga-automatica\/\d+$/, { timeout: 30_000 });
  const id = idDeCarga(page);
  const pill = page.getByLabel('Estado de la carga');
  await expect(pill).toHaveText('Finalizado (7 de 7)', { timeout: 90_000 });

  const conError = await cargaApi(page, id);
  expect(conError.conErrorTecnicoEnConsulta).toBe(true);
  const errores = conError.procesosACargar.filter((item) => item.estado === 'ErrorTecnico');
  expect(errores.map((item) => item.numeroProceso).sort()).toEqual([...buscados].sort());
  const banner = page.getByRole('alert').filter({ hasText: 'debido a errores técnicos' });
  await expect(banner).toHaveText(
    `No pudimos consultar ${errores.length} ${errores.length === 1 ? 'proceso' : 'procesos'} debido a errores técnicos. Por favor, inténtalo nuevamente.Reintentar`,
  );
  const item = (radicado: string) => page.getByRole('listitem', { name: `Proceso ${radicado}` });
  await expect(item(yaRegistrado).getByText('Ya estaba registrado en tu cuenta.')).toBeVisible();
  for (const radicado of buscados)
    await expect(item(radicado).getByText('Error técnico', { exact: true })).toBeVisible();

  // The court is healthy again; the lawyer retries.
  await sim.clearFaults();
  await banner.getByRole('button', { name: 'Reintentar' }).click();
  await expect(banner).toBeHidden();
  await expect
    .poll(
      async () =>
        (await cargaApi(page, id)).procesosACargar.filter((candidate) =>
          ['Registrando', 'ErrorTecnico'].includes(candidate.estado),
        ).length,
      { timeout: 90_000 },
    )
    .toBe(0);
  const reintentada = await cargaApi(page, id);
  expect(reintentada).toMatchObject({
    estado: 'Finalizado',
    conErrorTecnicoEnConsulta: false,
    reintentoSolicitadoErrorTecnicoEnConsulta: true,
  });
  const estados = Object.fromEntries(
    reintentada.procesosACargar.map((row) => [row.numeroProceso, row.estado]),
  );
  expect(estados[notFound]).toBe('NoEncontrado');
  for (const radicado of nuevos) expect(estados[radicado]).toBe('Registrado');

  await expect(pill).toHaveText('Finalizado (7 de 7)');
  for (const radicado of buscados) {
    await expect(item(radicado).getByText(LABELS[estados[radicado]] ?? '', { exact: true })).toBeVisible();
  }
  // The retry was asked for: the banner stays away, also after reloading the page.
  await page.reload();
  await expect(item(notFound).getByText('No encontrado', { exact: true })).toBeVisible();
  await expect(page.getByText('debido a errores técnicos')).toHaveCount(0);
});
