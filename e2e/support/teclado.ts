/** Keyboard-only moves for the journeys (issue 24): Tab until an element has the focus, and its ring. */
import { expect, type Locator, type Page } from '@playwright/test';

const tieneElFoco = (destino: Locator) =>
  destino.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab (Shift+Tab with `atras`) until `destino` holds the focus, as a keyboard user would. */
export async function tabularHasta(
  page: Page,
  destino: Locator,
  { maximo = 150, atras = false }: { maximo?: number; atras?: boolean } = {},
): Promise<void> {
  await destino.waitFor();
  for (let pulsaciones = 0; pulsaciones <= maximo; pulsaciones++) {
    if (await tieneElFoco(destino)) return;
    await page.keyboard.press(atras ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${maximo} pulsaciones de Tab no llevaron el foco a ${destino}`);
}

/**
 * The focused element shows where the focus is: an outline of 2 px or more, or a box shadow
 * (WCAG 2.4.7). Mantine draws its ring with :focus-visible, which keyboard focus triggers.
 */
export async function expectAnilloDeFoco(destino: Locator): Promise<void> {
  const estilo = await destino.evaluate((el) => {
    const enfocado = (document.activeElement ?? el) as HTMLElement;
    const css = getComputedStyle(enfocado);
    return { outline: css.outlineStyle, ancho: Number.parseFloat(css.outlineWidth), sombra: css.boxShadow };
  });
  const visible = (estilo.outline !== 'none' && estilo.ancho >= 2) || estilo.sombra !== 'none';
  expect(visible, `anillo de foco: ${JSON.stringify(estilo)}`).toBe(true);
}
