/**
 * The automatic verification (issue 'Telling the lawyer', item 6): a demo case whose Samai watch
 * was turned off is found in Samai again and re-activated; the report shows it with the seed's
 * text, the first-time modal and 'No volver a mostrar'.
 */

import { DEMO_ACCOUNT } from './support/accounts.ts';
import { apiGet, apiSend, type ExpedienteApi, signIn } from './support/api.ts';
import { expect, test } from './support/test.ts';

const SAMAI = 4;

test('verifying the cases activates Samai where the case is published but was not watched', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);

  const { expedientes } = await apiGet<{ expedientes: ExpedienteApi[] }>(page, '/api/Expedientes?pagina=1');
  const conSamai = expedientes.find((expediente) =>
    expediente.procesosEnFuentesDatos.some(
      (proceso) => proceso.tipoFuente === SAMAI && proceso.activo && proceso.idActualizacion,
    ),
  );
  expect(conSamai, 'the demo watches an administrative case in Samai').toBeDefined();
  if (!conSamai) return;
  await apiSend(page, 'PUT', `/api/Expedientes/${conSamai.id}/ProcesosEnFuente/Samai/Desactivar`, {});

  await page.getByRole('button', { name: 'Verificar mis procesos' }).click();
  await expect(page).toHaveURL(/\/admin\/informe-procesos-verificados\/\d+$/);
  await expect(page.getByTestId('estado-verificacion')).toHaveText('Verificado', { timeout: 60_000 });
  const modal = page.getByRole('dialog', { name: 'Verificamos tus procesos' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'No volver a mostrar' }).click();
  await expect(modal).toBeHidden();
  await expect(
    page.getByTestId('estadistica-verificacion').filter({ hasText: /^Fuentes activadas\d+$/ }),
  ).toContainText(/[1-9]/);

  const fila = page.getByTestId('proceso-verificado').filter({ hasText: conSamai.numero });
  await fila.getByRole('button', { name: 'Ver resumen' }).click();
  await expect(page.getByText('Activamos la consulta en Samai puesto que no estaba activa.')).toBeVisible();
  const despues = await apiGet<ExpedienteApi>(page, `/api/Expedientes/${conSamai.id}`);
  expect(despues.procesosEnFuentesDatos.find((proceso) => proceso.tipoFuente === SAMAI)?.activo).toBe(true);

  // Seen once: the modal does not come back.
  await page.reload();
  await expect(page.getByTestId('estado-verificacion')).toHaveText('Verificado');
  await expect(page.getByRole('dialog', { name: 'Verificamos tus procesos' })).toBeHidden();
});
