/**
 * The accessibility check the journeys run (issue 24): axe-core with the WCAG 2.0/2.1/2.2 A and AA
 * rules on the page as it is, counting only serious and critical violations (what the issue's
 * audit counted and what fails a journey).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const ETIQUETAS_WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Infraccion {
  regla: string;
  impacto: string;
  ayuda: string;
  /** Up to five offending elements, as CSS selectors with their text, to find them fast. */
  ejemplos: string[];
  total: number;
}

/**
 * Mantine's transitions (modals, menus, toasts fading in) would be measured half-transparent and
 * read as low contrast: wait until the page's running animations end (a few seconds at most).
 */
async function esperarAnimaciones(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      const finitas = document
        .getAnimations()
        .filter((animacion) => Number.isFinite(Number(animacion.effect?.getComputedTiming().endTime)));
      await Promise.race([
        Promise.allSettled(finitas.map((animacion) => animacion.finished)),
        new Promise((resolve) => setTimeout(resolve, 3_000)),
      ]);
    })
    .catch(() => {
      // The page navigated meanwhile: axe runs on whatever is there now.
    });
}

async function analizar(page: Page) {
  await esperarAnimaciones(page);
  return new AxeBuilder({ page }).withTags(ETIQUETAS_WCAG).analyze();
}

export async function infraccionesGraves(page: Page): Promise<Infraccion[]> {
  let resultado = await analizar(page);
  // A dialog that began to open while axe ran is read through its half-faded overlay (CI 27/11:
  // the welcome dialog at 4.27:1 on #d8d8d8): what is still wrong a moment later is what counts.
  if (
    resultado.violations.some(
      (violacion) => violacion.impact === 'serious' || violacion.impact === 'critical',
    )
  ) {
    await page.waitForTimeout(700);
    resultado = await analizar(page);
  }
  return resultado.violations
    .filter((violacion) => violacion.impact === 'serious' || violacion.impact === 'critical')
    .map((violacion) => ({
      regla: violacion.id,
      impacto: violacion.impact ?? '',
      ayuda: violacion.help,
      total: violacion.nodes.length,
      ejemplos: violacion.nodes
        .slice(0, 5)
        .map(
          (nodo) =>
            `${nodo.target.join(' ')} ${nodo.html.slice(0, 160)} — ${nodo.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
        ),
    }));
}

export function describirInfracciones(donde: string, infracciones: Infraccion[]): string {
  return [
    `${donde}: ${infracciones.reduce((suma, i) => suma + i.total, 0)} infracciones graves de WCAG 2.2 AA`,
    ...infracciones.flatMap((i) => [
      `  ${i.regla} (${i.impacto}, ${i.total}): ${i.ayuda}`,
      ...i.ejemplos.map((ejemplo) => `    · ${ejemplo}`),
    ]),
  ].join('\n');
}
