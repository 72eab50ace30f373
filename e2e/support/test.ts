/**
 * The journeys' `test` and `expect` (import them from here, not from @playwright/test): every
 * journey also checks WCAG 2.2 AA with axe on the screens its page visits (issue 24), and fails
 * on any serious or critical violation, listed with the screen and the offending elements.
 *
 * Cheap and deterministic by design: once per screen and width (phone or desktop) in a run (the
 * parts `npm test` runs side by side share the list), a screen being the URL path with its numeric
 * ids folded ('/admin/ControlCambios/:id'), at two moments where the journey has already waited
 * for the screen's content and no assertion's timeout is running — just before `page.goto` leaves
 * it, and when the test ends. (Once per screen per journey file checked the Procesos page some 35
 * times a run, at 3–5 s of CPU each on these 2-core machines, where the browser's CPU bounds the
 * journeys, 27/11. A check inside the journey's own waits ate its assertion timeouts, 26/11.)
 * Screens passed through by clicks alone are covered by e2e/accesibilidad.spec.ts and by the
 * journeys that end there. Pages other than the `page` fixture (a second context, a mail reader)
 * and the server's own /dev and /api pages are not checked.
 *
 * A journey can opt out with `test.use({ revisarAccesibilidad: false })`; none should need to.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { describirInfracciones, infraccionesGraves } from './accesibilidad.ts';

export { expect };

/**
 * Screens already checked in this worker: the one worker of a part runs its files one after
 * another in the same process (a new worker after a failure checks its screens again).
 */
const revisadas = new Set<string>();

/**
 * Whether this worker checks a screen now: not when it already did, nor when another part of the
 * same `npm test` run did (E2E_PANTALLAS names a folder the parts share; creating a file there is
 * the claim, and only one creation succeeds).
 */
function reclamar(pantalla: string): boolean {
  if (revisadas.has(pantalla)) return false;
  revisadas.add(pantalla);
  const carpeta = process.env.E2E_PANTALLAS;
  if (!carpeta) return true;
  try {
    const nombre = createHash('sha256').update(pantalla).digest('hex');
    fs.writeFileSync(path.join(carpeta, nombre), pantalla, { flag: 'wx' });
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'EEXIST';
  }
}

/** Phones and desktops lay a screen out differently: each width is a screen of its own. */
function anchoDe(page: Page): string {
  const ancho = page.viewportSize()?.width ?? 1280;
  return ancho < 768 ? 'movil' : 'escritorio';
}

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
    async ({ page, revisarAccesibilidad }, use) => {
      if (!revisarAccesibilidad) {
        await use(undefined);
        return;
      }
      const hallazgos: string[] = [];

      const revisar = async () => {
        const ruta = page.isClosed() ? null : pantallaDe(page.url());
        if (!ruta) return;
        const pantalla = `${ruta} (${anchoDe(page)})`;
        if (!reclamar(pantalla)) return;
        try {
          const infracciones = await infraccionesGraves(page);
          if (infracciones.length > 0) hallazgos.push(describirInfracciones(pantalla, infracciones));
        } catch {
          // The page navigated or closed under axe: nothing to report for it.
        }
      };

      const irA = page.goto.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        await revisar();
        return irA(...args);
      };

      await use(undefined);

      await revisar();
      if (hallazgos.length > 0) {
        throw new Error(`axe (WCAG 2.2 AA) encontró infracciones graves:\n\n${hallazgos.join('\n\n')}`);
      }
    },
    { auto: true },
  ],
});
