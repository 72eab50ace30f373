/**
 * The journeys' `test` and `expect` (import them from here, not from @playwright/test): every
 * journey also checks WCAG 2.2 AA with axe on each screen its page visits (issue 24), and fails
 * on any serious or critical violation, listed with the screen and the offending elements.
 *
 * Cheap by design (axe takes 0.3–1 s a run): once per screen per journey file, a screen being
 * the URL path with its numeric ids folded ('/admin/ControlCambios/:id'). When: a locator handler
 * on <body> is consulted before each action and auto-waiting assertion; the first one on a new
 * screen only notes it, and a later one at least SETTLE_MS afterwards runs axe, so the journey
 * has already waited for the screen's content instead of axe measuring a spinner. The screen the
 * test ends on is checked at the end. Pages other than the `page` fixture (a second context, a
 * mail reader) and the server's own /dev and /api pages are not checked.
 *
 * A journey can opt out with `test.use({ revisarAccesibilidad: false })`; none should need to.
 */
import { test as base, expect } from '@playwright/test';
import { describirInfracciones, infraccionesGraves } from './accesibilidad.ts';

export { expect };

const SETTLE_MS = 800;

/** Screens already checked, by journey file: the workers run the files one after another. */
const revisadasPorArchivo = new Map<string, Set<string>>();

export function pantallaDe(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!parsed.protocol.startsWith('http')) return null;
  if (/^\/(dev|api)(\/|$)/.test(parsed.pathname)) return null;
  return parsed.pathname.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/$/, '') || '/';
}

export const test = base.extend<{ revisarAccesibilidad: boolean; accesibilidad: undefined }>({
  revisarAccesibilidad: [true, { option: true }],
  accesibilidad: [
    async ({ page, revisarAccesibilidad }, use, testInfo) => {
      if (!revisarAccesibilidad) {
        await use(undefined);
        return;
      }
      const revisadas = revisadasPorArchivo.get(testInfo.file) ?? new Set<string>();
      revisadasPorArchivo.set(testInfo.file, revisadas);
      const hallazgos: string[] = [];
      let candidata: { pantalla: string; desde: number } | null = null;
      let revisando = false;

      const revisar = async (pantalla: string) => {
        revisadas.add(pantalla);
        const infracciones = await infraccionesGraves(page);
        if (infracciones.length > 0) hallazgos.push(describirInfracciones(pantalla, infracciones));
      };

      await page.addLocatorHandler(
        page.locator('body'),
        async () => {
          const pantalla = pantallaDe(page.url());
          if (revisando || !pantalla || revisadas.has(pantalla)) return;
          if (candidata?.pantalla !== pantalla) {
            candidata = { pantalla, desde: Date.now() };
            return;
          }
          if (Date.now() - candidata.desde < SETTLE_MS) return;
          revisando = true;
          try {
            await revisar(pantalla);
          } catch {
            // The page navigated or closed under axe: the next screen gets its own check.
          } finally {
            revisando = false;
          }
        },
        { noWaitAfter: true },
      );

      await use(undefined);

      const final = page.isClosed() ? null : pantallaDe(page.url());
      if (final && !revisadas.has(final)) await revisar(final).catch(() => {});
      if (hallazgos.length > 0) {
        throw new Error(`axe (WCAG 2.2 AA) encontró infracciones graves:\n\n${hallazgos.join('\n\n')}`);
      }
    },
    { auto: true },
  ],
});
