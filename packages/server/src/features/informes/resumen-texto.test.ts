import { describe, expect, it } from 'vitest';
import { resumenComoTexto } from './resumen-texto.ts';

describe('resumenComoTexto', () => {
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
    expect(resumenComoTexto(resumen)).toBe(
      'Pendiente: sentencia\n1. Apelar\n  - en 3 días\n2. Pagar arancel',
    );
  });

  it('keeps a summary that is not Slate JSON as it is, and an empty one empty', () => {
    expect(resumenComoTexto('nota suelta sin formato')).toBe('nota suelta sin formato');
    expect(resumenComoTexto('{"a":1}')).toBe('{"a":1}');
    expect(resumenComoTexto(null)).toBe('');
    expect(resumenComoTexto('  ')).toBe('');
  });
});
