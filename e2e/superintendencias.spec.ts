/**
 * The Superintendencias wizard end to end (seed 002 §2, §5): from '/', the side panel opens it;
 * step 1 asks for an entity and choosing one advances; step 2 starts with one fixed row, shows the
 * §5 messages, keeps only digits and hyphens in the radicado and asks before going back; step 3
 * sends; the success dialog closes itself after 3 s; closing asks first. The request then shows in
 * 'Servicios integrados' (the demo's account gets the flag from an administrator: the demo is one).
 */
import { MENSAJES_SUPERINTENDENCIAS as M } from '@expediente/domain';
import type { Locator } from '@playwright/test';
import { DEMO_ACCOUNT } from './support/accounts.ts';
import { apiGet, apiSend, signIn } from './support/api.ts';
import { expect, test } from './support/test.ts';

async function llenarFila(fila: Locator, datos: string[]) {
  const [radicado, interno, demandante, idDemandante, demandado, idDemandado] = datos;
  await fila.getByRole('textbox', { name: 'Radicado', exact: true }).fill(radicado);
  await fila.getByRole('textbox', { name: 'Radicado interno', exact: true }).fill(interno);
  await fila.getByRole('textbox', { name: 'Demandante', exact: true }).fill(demandante);
  await fila.getByRole('textbox', { name: 'Número de identificación del demandante' }).fill(idDemandante);
  await fila.getByRole('textbox', { name: 'Demandado', exact: true }).fill(demandado);
  await fila.getByLabel('Tipo de identificación del demandado').selectOption('NI');
  await fila.getByRole('textbox', { name: 'Número de identificación del demandado' }).fill(idDemandado);
}

test('a Superintendencias request goes through the three steps and shows in the service history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);

  // An administrator (the demo is one) turns 'Servicios integrados' on for the account.
  const { id } = await apiGet<{ id: number }>(page, '/api/ResumenGeneral');
  await apiSend(page, 'PUT', `/api/ServiciosIntegrados/Abogados/${id}/Habilitado`, { habilitado: true });
  await page.reload();

  await page.getByRole('button', { name: 'Registrar superintendencias' }).click();
  const wizard = page.getByRole('dialog', { name: 'Registrar superintendencias' });
  await expect(wizard).toBeVisible();

  // Step 1: nothing chosen, then choosing advances.
  await wizard.getByRole('button', { name: 'Continuar' }).click();
  await expect(wizard.getByRole('alert')).toHaveText(M.SeleccioneSuperintendencia);
  await wizard.getByRole('radio', { name: 'Financiera' }).click();

  // Step 2: one fixed row, CC by default, the §5 messages.
  const fila1 = wizard.getByRole('group', { name: 'Proceso 1' });
  await expect(fila1).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Eliminar proceso 1' })).toHaveCount(0);
  await expect(fila1.getByLabel('Tipo de identificación del demandante')).toHaveValue('CC');
  await expect(fila1.getByLabel('Tipo de identificación del demandado')).toHaveValue('CC');
  await wizard.getByRole('button', { name: 'Continuar' }).click();
  await expect(wizard.getByRole('alert')).toHaveText(M.DiligenciarTodos);
  await expect(fila1.getByText(M.CampoObligatorio)).toBeVisible();
  await expect(fila1.getByText(M.Obligatorio)).toHaveCount(5);

  const radicado = fila1.getByRole('textbox', { name: 'Radicado', exact: true });
  await radicado.fill('12a-45');
  await expect(radicado).toHaveValue('12-45');
  await expect(fila1.getByText(M.RadicadoLongitud)).toBeVisible();

  await llenarFila(fila1, [
    '2024-001234',
    'SFC-77',
    'Ana Pérez',
    '1020304050',
    'Banco Andino SA',
    '900123456',
  ]);
  await expect(fila1.getByText(M.RadicadoLongitud)).toHaveCount(0);
  await wizard.getByRole('button', { name: 'Agregar proceso' }).click();
  await llenarFila(wizard.getByRole('group', { name: 'Proceso 2' }), [
    '11001310300120240009900',
    'SFC-78',
    'Luis Gómez',
    '79111222',
    'Fiduciaria Sur SA',
    '800765432',
  ]);
  await wizard.getByRole('button', { name: 'Agregar proceso' }).click();
  await wizard.getByRole('button', { name: 'Eliminar proceso 3' }).click();
  await expect(wizard.getByRole('group', { name: 'Proceso 3' })).toHaveCount(0);

  // Going back to step 1 asks first; cancelling keeps the rows.
  await wizard.getByRole('button', { name: 'Atrás' }).click();
  const volver = page.getByRole('dialog', { name: 'Volver a elegir la Superintendencia' });
  await expect(volver).toContainText(M.ConfirmarVolver);
  await volver.getByRole('button', { name: 'Cancelar' }).click();
  await expect(fila1.getByRole('textbox', { name: 'Demandante', exact: true })).toHaveValue('Ana Pérez');

  // Step 3: confirm and send; the success dialog closes itself.
  await wizard.getByRole('button', { name: 'Continuar' }).click();
  const resumen = wizard.getByRole('table', { name: 'Procesos a registrar' });
  await expect(resumen.getByRole('row')).toHaveCount(3);
  await expect(resumen).toContainText('Banco Andino SA (NI 900123456)');
  await expect(wizard).toContainText('$6.000 al mes más IVA');
  await wizard.getByRole('button', { name: 'Enviar solicitud' }).click();
  const exito = page.getByRole('dialog', { name: 'Solicitud enviada' });
  await expect(exito).toBeVisible();
  await expect(exito).toContainText(M.Enviado);
  await expect(wizard).toHaveCount(0);
  await expect(exito).toHaveCount(0, { timeout: 4_500 });

  // Closing asks for confirmation.
  await page.getByRole('button', { name: 'Registrar superintendencias' }).click();
  await wizard.getByRole('radio', { name: 'Sociedades' }).click();
  await wizard.getByRole('button', { name: 'Cerrar registro de Superintendencias' }).click();
  const cerrar = page.getByRole('dialog', { name: 'Cerrar registro' });
  await expect(cerrar).toContainText(M.ConfirmarCerrar);
  await cerrar.getByRole('button', { name: 'Sí, cerrar' }).click();
  await expect(wizard).toHaveCount(0);

  // The service history lists the real request with its status; the filter follows the statuses.
  await page.getByRole('link', { name: 'Servicios integrados' }).click();
  await expect(page).toHaveURL(/\/admin\/Servicios-integrados$/);
  const historial = page.getByRole('table', { name: 'Historial de servicios' });
  const fila = historial.getByRole('row').filter({ hasText: 'Superintendencias: Financiera' }).first();
  await expect(fila).toContainText('Solicitar cotización');
  await expect(fila).toContainText('2');
  const detalle = page.getByRole('region', { name: 'Detalle de la solicitud' });
  await expect(detalle).toContainText('Costo mensual: $6.000 más IVA');
  await expect(detalle).toContainText('2024-001234: Ana Pérez contra Banco Andino SA');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await page.getByRole('menuitem', { name: 'Cotizado' }).click();
  await expect(page.getByText('No hay solicitudes con este estado.')).toBeVisible();
});
