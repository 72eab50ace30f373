import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contraste, oscurecerHasta, paletaAccesible } from './colores-accesibles.ts';
import { theme } from './theme.ts';

const BLANCO = '#ffffff';
const paletas = Object.entries(theme.colors ?? {}) as [string, readonly string[]][];

describe('the theme palettes at WCAG 2.2 AA (issue 24)', () => {
  it('measures contrast as WCAG does', () => {
    expect(contraste('#000000', BLANCO)).toBeCloseTo(21, 5);
    expect(contraste('#868e96', BLANCO)).toBeCloseTo(3.32, 2);
  });

  it.each(paletas)(
    '%s: text colours (7, light-variant 9 on 1) reach 4.5:1 and shade 6 reaches 3:1',
    (_, p) => {
      expect(contraste(p[7] as string, BLANCO)).toBeGreaterThanOrEqual(5.1);
      // White text on a filled component (shade 7), text on the light grey card background.
      expect(contraste(p[7] as string, '#f1f3f5')).toBeGreaterThanOrEqual(4.5);
      expect(contraste(p[9] as string, p[1] as string)).toBeGreaterThanOrEqual(4.5);
      expect(contraste(p[8] as string, p[1] as string)).toBeGreaterThanOrEqual(4.5);
      expect(contraste(p[6] as string, BLANCO)).toBeGreaterThanOrEqual(3);
    },
  );

  it('dimmed text (gray 6) reads at 4.5:1 on white and on the light grey backgrounds', () => {
    const gris = theme.colors?.gray as readonly string[];
    for (const fondo of [BLANCO, gris[0], gris[1]]) {
      expect(contraste(gris[6] as string, fondo as string)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the shades that already passed and the light ones as Mantine has them', () => {
    const azul = paletaAccesible(DEFAULT_THEME.colors.blue);
    expect(azul.slice(0, 6)).toEqual(DEFAULT_THEME.colors.blue.slice(0, 6));
    const gris = paletaAccesible(DEFAULT_THEME.colors.gray);
    expect(gris[9]).toBe(DEFAULT_THEME.colors.gray[9]);
  });

  it('only darkens: the hue stays (each channel scaled by the same factor)', () => {
    const original = '#12b886';
    const oscuro = oscurecerHasta(original, 5.1);
    expect(oscuro).not.toBe(original);
    const canales = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    const [r, g, b] = canales(original) as [number, number, number];
    const [r2, g2, b2] = canales(oscuro) as [number, number, number];
    // One rounding per channel: within one unit of the same scale factor.
    const factor = g2 / g;
    expect(factor).toBeLessThan(1);
    expect(Math.abs(r2 - r * factor)).toBeLessThanOrEqual(1);
    expect(Math.abs(b2 - b * factor)).toBeLessThanOrEqual(1);
  });

  it('darkens by the fewest 1 % steps that reach the contrast, for every Mantine shade', () => {
    const escalar = (hex: string, fraccion: number) =>
      `#${[1, 3, 5]
        .map((i) => Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * (1 - fraccion)))
        .map((canal) => canal.toString(16).padStart(2, '0'))
        .join('')}`;
    for (const paleta of Object.values(DEFAULT_THEME.colors))
      for (const color of paleta)
        for (const minimo of [4.6, 5.1, 6.2, 7]) {
          let pasos = 0;
          while (pasos < 100 && contraste(escalar(color, pasos / 100), BLANCO) < minimo) pasos++;
          expect(oscurecerHasta(color, minimo)).toBe(escalar(color, pasos / 100));
        }
  });
});
