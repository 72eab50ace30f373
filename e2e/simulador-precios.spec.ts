/**
 * The price simulator (seed 002 §2, §9): reached from the top bar's 'Precios', its three-step tour
 * shows once, the plans follow the typed cases and the toggled sources with the domain formula,
 * bad text is explained instead of priced, the volume-discount help lists the bands, and the
 * 'call you' survey reaches the service desk.
 */
import { PLANES_PRECIO, porcentajeDescuento, valorMensual } from '@expediente/domain';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNT } from './support/accounts.ts';
import { signIn } from './support/api.ts';
import { expect, test } from './support/test.ts';

/** '$1.234.567', written here apart from the app's formatter. */
function pesos(valor: number): string {
  return `$${String(valor).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

function filaPlan(page: Page, nombre: string) {
  return page.getByRole('table', { name: 'Planes' }).getByRole('row').filter({ hasText: nombre });
}

test('the simulator prices the plans with the formula, after its tour shown once', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);

  await page.getByRole('banner').getByRole('link', { name: 'Precios' }).click();
  await expect(page).toHaveURL(/\/admin\/simulador-facturacion$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Simulador de precios' })).toBeVisible();

  // The tour: cases, sources, table — then gone.
  const pasos = ['Número de procesos', 'Fuentes de consulta', 'Tabla de planes'];
  for (const [index, titulo] of pasos.entries()) {
    const paso = page.getByRole('dialog', { name: `Guía del simulador: ${titulo}` });
    await expect(paso).toBeVisible();
    await expect(paso.getByText(`Paso ${index + 1} de 3`)).toBeVisible();
    await paso.getByRole('button', { name: index === 2 ? 'Terminar' : 'Siguiente' }).click();
  }
  await expect(page.getByRole('dialog', { name: /^Guía del simulador/ })).toHaveCount(0);

  // Defaults: one case, SAMAI, Unificada and Publicaciones Procesales on.
  const procesos = page.getByLabel('Número de procesos');
  await expect(procesos).toHaveValue('1');
  for (const [nombre, activa] of [
    ['Samai', true],
    ['Unificada', true],
    ['Publicaciones Procesales', true],
    ['Rama Judicial', false],
    ['Tyba', false],
    ['Estados Electrónicos', false],
    ['SIUGJ', false],
  ] as const) {
    const toggle = page.getByRole('switch', { name: nombre, exact: true });
    if (activa) await expect(toggle).toBeChecked();
    else await expect(toggle).not.toBeChecked();
  }
  const todosLosDias = PLANES_PRECIO[0];
  await expect(filaPlan(page, todosLosDias.nombre)).toContainText(pesos(valorMensual(todosLosDias, 1, 3)));

  // Bad text is explained, never priced, and the page keeps working.
  await procesos.fill('doce');
  await expect(page.getByText('No podemos calcular los precios')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Planes' })).toHaveCount(0);

  // 1.250 cases (Colombian thousands dot) and Rama on: four sources.
  await procesos.fill('1.250');
  const rama = page.getByRole('switch', { name: 'Rama Judicial', exact: true });
  await rama.check();
  await expect(rama).toBeChecked();
  for (const plan of PLANES_PRECIO) {
    const fila = filaPlan(page, plan.nombre);
    await expect(fila).toContainText(pesos(valorMensual(plan, 1250, 4)));
    await expect(fila).toContainText(`${porcentajeDescuento(1250)} %`);
  }

  // The volume-discount help lists the bands.
  await page.getByRole('button', { name: '¿Cómo funciona el descuento por volumen?' }).click();
  const ayuda = page.getByRole('dialog', { name: 'Descuento por volumen' });
  await expect(ayuda).toBeVisible();
  await expect(ayuda.getByRole('row', { name: '1.000 a 1.999 30 %' })).toBeVisible();
  await expect(ayuda.getByRole('row', { name: '5.000 o más 50 %' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ayuda).toHaveCount(0);

  // The demo account is new, so the 'call you' survey is offered; a bad phone is refused first.
  await page.getByRole('button', { name: 'Quiero que me llamen' }).click();
  const encuesta = page.getByRole('dialog', { name: '¿Quieres que te llamemos?' });
  await encuesta.getByLabel('Nombre').fill('Demo Abogada');
  await encuesta.getByLabel('Teléfono celular').fill('300 12');
  await encuesta.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(
    encuesta.getByText('El teléfono debe tener 10 dígitos, sin espacios ni signos.'),
  ).toBeVisible();
  await expect(encuesta.getByText('Elige cuándo prefieres que te llamemos.')).toBeVisible();
  await encuesta.getByLabel('Teléfono celular').fill('3001234567');
  await encuesta.getByLabel(/^En la tarde/).check();
  await encuesta.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('¡Listo! Un asesor te llamará en la franja que elegiste.')).toBeVisible();
  await expect(encuesta).toHaveCount(0);

  // Shown once: a reload brings the page back without the tour.
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Simulador de precios' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Planes' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Guía del simulador/ })).toHaveCount(0);
});

test('the premium change-control offer: $0 for 8 days, then $100.000 a month', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.goto('/admin/PreciosControlCambios');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Control de cambios premium' }),
  ).toBeVisible();
  await expect(page.getByLabel('Precio de la prueba')).toHaveText('$0');
  await expect(page.getByText('por 8 días calendario')).toBeVisible();
  await expect(page.getByLabel('Precio mensual premium')).toHaveText('$100.000');
});
