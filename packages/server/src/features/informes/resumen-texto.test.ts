import { describe, expect, it } from 'vitest';
import { resumenToText } from './resumen-texto.ts';

describe('resumenToText', () => {
  it('gives one line per block, numbers numbered lists and indents nested lists', () => {
    const resumen = JSON.stringify([
      { type: 'paragraph', children: [{ text: 'Pendiente: ' }, { text: 'sentencia', italic: true }] },
      {
        type: 'numbered-list',
        children: [
          {
            type: 'list-item',
            children: [
              { text: 'Apelar' },
              { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'en 3 días' }] }] },
            ],
          },
          { type: 'list-item', children: [{ text: 'Pagar arancel' }] },
        ],
      },
      { type: 'paragraph', children: [{ text: '' }] },
    ]);
    expect(resumenToText(resumen)).toBe('Pendiente: sentencia\n1. Apelar\n  - en 3 días\n2. Pagar arancel');
  });

  it('keeps a summary that is not Slate JSON as it is, and an empty one empty', () => {
    expect(resumenToText('nota suelta sin formato')).toBe('nota suelta sin formato');
    expect(resumenToText('{"a":1}')).toBe('{"a":1}');
    expect(resumenToText(null)).toBe('');
    expect(resumenToText('  ')).toBe('');
  });
});
