/**
 * The nightly sweep seen by the lawyer (seed 000 §2 case card and case detail): the simulator's
 * day moves forward by the fewest days in which some demo case gets new actuaciones in Unificada,
 * an administrator asks for that day's sweep (POST /api/Monitoreo/Barrido, run by background
 * jobs), and the open case card updates over the socket; the case detail lists what the
 * simulator published. The simulator's clock stays on the new day: it is the engine's "today",
 * and the data swept for it stays consistent with it for the journeys that follow.
 */
import { fuenteById } from '@expediente/domain';
import { DEMO_ACCOUNT } from './support/accounts.ts';
import {
  apiGet,
  apiSend,
  ddmmyyyy,
  type ExpedienteApi,
  expedientePorNumero,
  type ProcesoEnFuenteApi,
  signIn,
} from './support/api.ts';
import { channelJoined } from './support/realtime.ts';
import { type ActuacionCpnu, simulador } from './support/simulador.ts';
import { expect, test } from './support/test.ts';

const UNIFICADA = 2;

/** How the Unificada tab shows an actuación: text (with its annotation), '---', dates, no término. */
function filaEsperada(actuacion: ActuacionCpnu): string[] {
  const texto = actuacion.anotacion ? `${actuacion.actuacion} - ${actuacion.anotacion}` : actuacion.actuacion;
  return [texto.trim(), '---', ddmmyyyy(actuacion.fechaActuacion), ddmmyyyy(actuacion.fechaRegistro), '---'];
}

test('open a case detail and see the actuaciones the simulator published after a sweep', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const joined = channelJoined(page);
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await joined;
  const sim = await simulador(page.request);
  const hoy = await sim.today();

  // The demo cases the engine watches in Unificada, as it holds them before the new day.
  const { expedientes } = await apiGet<{ expedientes: ExpedienteApi[] }>(page, '/api/Expedientes?pagina=1');
  const vigilados = expedientes.flatMap((expediente) => {
    const unificada = expediente.procesosEnFuentesDatos.find(
      (proceso) => proceso.tipoFuente === UNIFICADA && proceso.activo && proceso.estado === 2,
    );
    return unificada?.idProceso && unificada.idActualizacion ? [{ expediente, unificada }] : [];
  });
  expect(vigilados.length, 'la cuenta demo vigila procesos en Unificada').toBeGreaterThan(0);

  // The smallest step forward in which the simulator publishes something new for one of them.
  let elegido:
    | { expediente: ExpedienteApi; unificada: ProcesoEnFuenteApi; total: number; nuevas: ActuacionCpnu[] }
    | undefined;
  let fecha = hoy;
  for (let dias = 1; dias <= 7 && !elegido; dias++) {
    fecha = await sim.advance(1);
    for (const vigilado of vigilados) {
      const publicadas = await sim.actuaciones(vigilado.unificada.idProceso ?? '');
      const nuevas = publicadas.recientes.filter((actuacion) => actuacion.fechaRegistro.slice(0, 10) > hoy);
      if (nuevas.length > 0) {
        elegido = { ...vigilado, total: publicadas.total, nuevas };
        break;
      }
    }
  }
  if (!elegido)
    throw new Error(`ningún proceso demo tuvo actuaciones nuevas en la semana siguiente a ${hoy}`);
  const { expediente, unificada, total, nuevas } = elegido;
  // Up to yesterday the engine held everything the simulator had published.
  expect(unificada.numActuaciones).toBe(total - nuevas.length);
  const [masReciente] = nuevas;

  // The lawyer has the case's card open, its sources unfolded, when the sweep runs.
  const buscar = page.getByRole('textbox', { name: 'Buscar procesos' });
  await buscar.fill(expediente.numero);
  await buscar.press('Enter');
  const card = page.getByTestId('case-card').filter({ hasText: expediente.numero });
  await expect(page.getByTestId('case-card')).toHaveCount(1);
  await card.getByRole('button', { name: 'Activar/desactivar fuentes' }).click();
  const fuenteUnificada = card.locator('[data-testid="source-card"][data-fuente="Unificada"]');
  await expect(fuenteUnificada.getByText(`${unificada.numActuaciones} actuaciones`)).toBeVisible();
  await expect(card.getByText(`Encontrado el ${ddmmyyyy(fecha)}`)).toHaveCount(0);

  const plan = await apiSend<{ fecha: string; checks: number }>(page, 'POST', '/api/Monitoreo/Barrido', {
    fecha,
  });
  expect(plan.fecha).toBe(fecha);
  expect(plan.checks).toBeGreaterThanOrEqual(vigilados.length);

  // Pushed over the socket: no reload. The source card shows the new count and last actuación.
  await expect(fuenteUnificada.getByText(`${total} actuaciones`)).toBeVisible({ timeout: 30_000 });
  await expect(fuenteUnificada.getByText(masReciente.actuacion.trim(), { exact: true })).toBeVisible();
  await expect(fuenteUnificada).toContainText(`Fecha: ${ddmmyyyy(masReciente.fechaActuacion)}`);
  await expect(fuenteUnificada.getByTestId('consulta')).toHaveText(
    `Consultada el ${ddmmyyyy(fecha)} (consulta exitosa)`,
  );
  // The last-change sentence names the sweep's day and the source the API says changed last
  // (Publicaciones Procesales, read in the same sweep, may have changed after Unificada).
  await expect(async () => {
    const actual = await expedientePorNumero(page, expediente.numero);
    expect(actual.fechaUltimoCambioFuenteStr).toBe(ddmmyyyy(fecha));
    const fuente = fuenteById(actual.fuenteUltimoCambio ?? -1)?.nombre;
    await expect(card.getByText(/^Encontrado el /)).toHaveText(
      new RegExp(`^Encontrado el ${ddmmyyyy(fecha)} en la fuente de consulta ${fuente}( |$)`),
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 30_000 });

  // The case detail lists the new actuaciones as the engine stored them from the simulator.
  await card.getByRole('link', { name: expediente.numero }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/DetalleDelExpediente/${expediente.id}$`));
  await expect(page.getByTestId('expediente-numero')).toHaveText(expediente.numero);
  await page.getByRole('tab', { name: `Unificada (${total})` }).click();
  const filas = page.getByRole('tabpanel', { name: `Unificada (${total})` }).getByTestId('actuacion-row');
  await expect(filas.first()).toBeVisible();
  // The cells' own text, without the 'Nuevo' badge the new rows carry.
  const primeras = await filas.evaluateAll(
    (rows, count) =>
      rows.slice(0, count).map((row) =>
        Array.from(row.querySelectorAll('td'), (cell) => {
          const copy = cell.cloneNode(true) as HTMLElement;
          for (const badge of Array.from(copy.querySelectorAll('[data-testid="nuevo"]'))) badge.remove();
          return copy.textContent?.trim() ?? '';
        }),
      ),
    nuevas.length,
  );
  const ordenar = (rows: string[][]) => rows.map((row) => row.join(' | ')).sort();
  expect(ordenar(primeras)).toEqual(ordenar(nuevas.map(filaEsperada)));
  // Exactly the actuaciones this sweep brought are marked 'Nuevo' (seed 000 §3 esNuevo).
  await expect(filas.filter({ has: page.getByTestId('nuevo') })).toHaveCount(nuevas.length);
  await expect(filas.first().getByTestId('nuevo')).toHaveText('Nuevo');

  // And the API agrees with the simulator: every new actuación stored once, nothing missing.
  const guardadas = await apiGet<{ textoActuacion: string; fechaDeActuacion: string }[]>(
    page,
    `/api/Unificada/Procesos/${expediente.id}/Actuaciones`,
  );
  expect(guardadas).toHaveLength(total);
});
