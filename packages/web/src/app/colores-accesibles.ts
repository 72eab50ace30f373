/**
 * Mantine's palettes darkened where they fail WCAG 2.2 AA (issue 24). Mantine's default shades
 * are lighter than AA allows where the app uses them: `c="teal"` text and white text on a filled
 * badge both use shade 7 (the theme's primary shade), a light badge writes shade 9 on shade 1, and
 * dimmed text is gray 6 (3.3:1 on white). Each shade keeps its hue and is only darkened, step by
 * step, until it reaches its contrast on white; shades that already do are left as Mantine has
 * them, so the source and state colours keep their identity.
 */
import type { MantineColorsTuple } from '@mantine/core';

function canales(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminancia(hex: string): number {
  const [r, g, b] = canales(hex).map((canal) => {
    const c = canal / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two '#rrggbb' colours, 1–21. */
export function contraste(a: string, b: string): number {
  const [claro, oscuro] = [luminancia(a), luminancia(b)].sort((x, y) => y - x) as [number, number];
  return (claro + 0.05) / (oscuro + 0.05);
}

function oscurecer(hex: string, fraccion: number): string {
  return `#${canales(hex)
    .map((canal) =>
      Math.round(canal * (1 - fraccion))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The colour darkened in 1 % steps (of the original, so the hue stays) until it has `minimo` contrast
 * on white: the fewest steps that reach it. Darkening more never lowers the contrast, so the steps
 * are found by halving the range (7 tries instead of up to 100): the theme runs this for every
 * shade while the first screen loads.
 */
export function oscurecerHasta(hex: string, minimo: number): string {
  if (contraste(hex, '#ffffff') >= minimo) return hex;
  let alcanza = 100;
  let noAlcanza = 0;
  while (alcanza - noAlcanza > 1) {
    const paso = Math.floor((alcanza + noAlcanza) / 2);
    if (contraste(oscurecer(hex, paso / 100), '#ffffff') >= minimo) alcanza = paso;
    else noAlcanza = paso;
  }
  return oscurecer(hex, alcanza / 100);
}

/**
 * Contrast on white each shade must reach. 6: text too (Mantine writes a menu item's colour in
 * shade 6), so 4.5:1 with a margin. 7: normal text
 * and white text on filled components, with margin for the light grey card backgrounds (gray 0–1
 * take ~10 % off). 8 and 9: text on the shade-1 background of light badges and buttons (~20 % off).
 */
const MINIMO_POR_TONO: Record<number, number> = { 6: 4.6, 7: 5.1, 8: 6.2, 9: 7 };

export function paletaAccesible(paleta: readonly string[]): MantineColorsTuple {
  return paleta.map((color, tono) => {
    const minimo = MINIMO_POR_TONO[tono];
    return minimo ? oscurecerHasta(color, minimo) : color;
  }) as unknown as MantineColorsTuple;
}

/** Gray 6 is Mantine's dimmed text, the app's most used secondary text: it must read at 4.5:1. */
export function grisAccesible(paleta: readonly string[]): MantineColorsTuple {
  const base = [...paletaAccesible(paleta)];
  base[6] = oscurecerHasta(paleta[6] ?? '#868e96', 5.1);
  return base as unknown as MantineColorsTuple;
}
