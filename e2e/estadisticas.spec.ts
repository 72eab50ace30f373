/**
 * 'Mis estadísticas' (issue 12 item 6): the demo account's rotating card and the statistics modal
 * cycling its four slides, every figure compared with what the API computes from the account's
 * consultations, changes and documents; then the 'Tu cuenta en datos' drawer's windows.
 */
import { fuenteById } from '@expediente/domain';
import type { Locator } from '@playwright/test';
import { DEMO_ACCOUNT } from './support/accounts.ts';
import { apiGet, signIn } from './support/api.ts';
import { expect, test } from './support/test.ts';

interface PorFuente {
  idFuente: number;
  cantidad: number;
}

interface UltimoResumen {
  fecha: string;
  totalConsultas: number;
  consultasRealizadas: number;
  consultasNoRealizadas: number;
  totalCambios: number;
  cambiosPorFuente: PorFuente[];
  totalFuentesConsultadas: number;
  paginasEvitadas: number;
  paginasPorFuente: PorFuente[];
  totalDocumentos: number;
  documentosAutos: number;
  documentosEstados: number;
  horasAhorradas: string;
}

interface Totales {
  consultasRealizadas: number;
  totalCambios: number;
  expedientesConCambios: number;
}

const porFuente = (filas: PorFuente[]) =>
  filas.map(({ idFuente, cantidad }) => {
    const fuente = fuenteById(idFuente);
    return { etiqueta: `${fuente?.nombre} (${fuente?.codigo})`, cantidad };
  });

/** The legend shows each part's count and a whole percentage within one point of its share, adding up to 100. */
async function expectLeyenda(slide: Locator, partes: { etiqueta: string; cantidad: number }[]) {
  const filas = slide.getByTestId('leyenda-parte');
  await expect(filas).toHaveCount(partes.length);
  const total = partes.reduce((suma, parte) => suma + parte.cantidad, 0);
  let suma = 0;
  for (const [indice, parte] of partes.entries()) {
    const texto = (await filas.nth(indice).innerText()).replace(/\s+/g, ' ');
    expect(texto).toContain(`${parte.etiqueta} ${parte.cantidad.toLocaleString('es-CO')} `);
    const porcentaje = Number(/(\d+)%$/.exec(texto)?.[1]);
    const exacto = total === 0 ? 0 : (parte.cantidad * 100) / total;
    expect(Math.abs(porcentaje - exacto), texto).toBeLessThan(1);
    suma += porcentaje;
  }
  if (total > 0) expect(suma).toBe(100);
}

test('the statistics modal cycling its slides with the account’s real figures', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const resumen = await apiGet<UltimoResumen>(page, '/api/ResumenActualizacion/UltimoResumen/Estadisticas');
  expect(resumen.totalConsultas, 'the demo month has consultations').toBeGreaterThan(0);
  // Unificada, Samai and Publicaciones Procesales: at least one bar is split, so its percentages mean something.
  expect(resumen.paginasPorFuente.length).toBeGreaterThan(1);

  // The demo account has the rotating card: changes first, then (after 4 s) the time saved.
  const tarjeta = page.getByTestId('tarjeta-estadisticas');
  await expect(tarjeta).toContainText(
    resumen.totalCambios === 1 ? '1 cambio encontrado' : `${resumen.totalCambios} cambios encontrados`,
  );
  await expect(tarjeta.locator('[aria-hidden="false"]')).toHaveText(
    `Ahorraste o evitaste gastar ${resumen.horasAhorradas} horas hoy`,
    { timeout: 7_000 },
  );
  await tarjeta.click();

  const dialogo = page.getByRole('dialog', { name: 'Mis estadísticas' });
  await expect(dialogo).toBeVisible();
  await expect(dialogo).toContainText(`Resumen de la consulta del ${resumen.fecha}`);
  const slides = [
    {
      titulo: 'Total de consultas realizadas',
      total: resumen.totalConsultas,
      partes: [
        { etiqueta: 'Consultadas', cantidad: resumen.consultasRealizadas },
        { etiqueta: 'No consultadas', cantidad: resumen.consultasNoRealizadas },
      ],
    },
    {
      titulo: 'Cambios que recibiste hoy',
      total: resumen.totalCambios,
      partes: porFuente(resumen.cambiosPorFuente),
    },
    {
      titulo: 'Total de fuentes consultadas',
      total: resumen.totalFuentesConsultadas,
      partes: porFuente(resumen.paginasPorFuente),
    },
    {
      titulo: 'Total de documentos encontrados',
      total: resumen.totalDocumentos,
      partes: [
        { etiqueta: 'Autos', cantidad: resumen.documentosAutos },
        { etiqueta: 'Estados', cantidad: resumen.documentosEstados },
      ],
    },
  ];
  const resumenes = dialogo.getByTestId('resumen-estadistica');
  await expect(resumenes).toHaveCount(4);
  for (const [indice, slide] of slides.entries())
    await expect(resumenes.nth(indice)).toHaveText(`${slide.titulo}${slide.total.toLocaleString('es-CO')}`);
  const anchoResumen = (await dialogo.boundingBox())?.width ?? 0;

  await resumenes.first().click();
  const actual = dialogo.getByTestId('slide-estadisticas');
  // 2xl → 4xl: the slide view is wider than the overview.
  await expect
    .poll(async () => (await dialogo.boundingBox())?.width ?? 0)
    .toBeGreaterThan(anchoResumen + 100);
  // Forward through the four and around to the first again.
  for (const indice of [0, 1, 2, 3, 0]) {
    const slide = slides[indice];
    await expect(actual.getByRole('heading')).toHaveText(slide.titulo);
    await expect(actual.getByTestId('total-slide')).toHaveText(slide.total.toLocaleString('es-CO'));
    await expectLeyenda(actual, slide.partes);
    if (indice === 2) await expect(actual).toContainText(`${resumen.paginasEvitadas} páginas web`);
    await dialogo.getByRole('button', { name: 'Siguiente' }).click();
  }
  // Now on the second; back twice wraps from the first to the fourth.
  await expect(actual.getByRole('heading')).toHaveText(slides[1].titulo);
  await dialogo.getByRole('button', { name: 'Anterior' }).click();
  await dialogo.getByRole('button', { name: 'Anterior' }).click();
  await expect(actual.getByRole('heading')).toHaveText(slides[3].titulo);

  await dialogo.getByRole('button', { name: 'Regresar' }).click();
  await expect(resumenes).toHaveCount(4);
  await expect.poll(async () => (await dialogo.boundingBox())?.width ?? 0).toBeLessThan(anchoResumen + 1);

  // The drawer: the last 5 and 30 summaries and the weekly movement, as the API adds them up.
  await dialogo.getByRole('button', { name: 'Ver Tu cuenta en datos' }).click();
  const cajon = page.getByRole('dialog', { name: 'Tu cuenta en datos' });
  await expect(cajon).toBeVisible();
  for (const [numero, titulo] of [
    [5, 'Últimos 5 días'],
    [30, 'Últimos 30 días'],
  ] as const) {
    const { totales } = await apiGet<{ totales: Totales }>(
      page,
      `/api/ResumenActualizacion/Estadisticas?numeroRegistros=${numero}`,
    );
    const bloque = cajon.getByRole('region', { name: titulo });
    await expect(bloque.getByTestId('cifra-cuenta').filter({ hasText: 'consultas realizadas' })).toHaveText(
      `${totales.consultasRealizadas.toLocaleString('es-CO')}consultas realizadas`,
    );
    await expect(bloque.getByTestId('cifra-cuenta').filter({ hasText: 'procesos con cambios' })).toHaveText(
      `${totales.expedientesConCambios}procesos con cambios`,
    );
  }
  const semanas = await apiGet<{ cambiaronSemanaPasada: number; sinCambiosMasDeTresSemanas: number }>(
    page,
    '/api/ResumenActualizacion/ExpedientesCambiosPorSemana',
  );
  await expect(
    cajon.getByTestId('fila-semanal').filter({ hasText: 'Cambiaron la semana pasada' }),
  ).toHaveText(`Cambiaron la semana pasada${semanas.cambiaronSemanaPasada}`);
  await expect(
    cajon.getByTestId('fila-semanal').filter({ hasText: 'Sin cambios hace más de 3 semanas' }),
  ).toHaveText(`Sin cambios hace más de 3 semanas${semanas.sinCambiosMasDeTresSemanas}`);
});
