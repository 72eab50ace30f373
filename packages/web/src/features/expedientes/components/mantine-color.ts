/**
 * A Mantine colour name ('green', 'red.7', 'dimmed') as the CSS variable Mantine itself would write
 * for it (its textColorResolver and variant resolver), for the card's plain elements (issue 21,
 * item 18): the same accessible palette without mounting a Mantine component per text.
 */
import type { CSSProperties } from 'react';

/** Text colour: `c` of a Mantine Text. */
export function colorTexto(color: string): string {
  if (color === 'dimmed' || color === 'bright') return `var(--mantine-color-${color})`;
  const [nombre, tono] = color.split('.');
  return tono === undefined
    ? `var(--mantine-color-${nombre}-text)`
    : `var(--mantine-color-${nombre}-${tono})`;
}

/** The inline style of an `insignia` (case-card.module.css) in Mantine's light or filled Badge colours. */
export function insigniaStyle(color: string, variante: 'light' | 'filled'): CSSProperties {
  return (
    variante === 'filled'
      ? {
          '--insignia-bg': `var(--mantine-color-${color}-filled)`,
          '--insignia-color': 'var(--mantine-color-white)',
        }
      : {
          '--insignia-bg': `var(--mantine-color-${color}-light)`,
          '--insignia-color': `var(--mantine-color-${color}-light-color)`,
        }
  ) as CSSProperties;
}
