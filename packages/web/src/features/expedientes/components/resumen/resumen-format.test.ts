import { describe, expect, it } from 'vitest';
import {
  aDocumentoDeResumen,
  canSendResumen,
  emptyResumen,
  esResumenVacio,
  plainText,
  serializarResumen,
} from './resumen-format.ts';

const stored = JSON.stringify([
  {
    type: 'paragraph',
    children: [
      { text: 'Audiencia ', bold: true },
      { text: 'el lunes', italic: true },
    ],
  },
  {
    type: 'numbered-list',
    children: [
      { type: 'list-item', children: [{ text: 'Llevar pruebas', underline: true }] },
      { type: 'list-item', children: [{ text: 'Citar testigos' }] },
    ],
  },
]);

describe('aDocumentoDeResumen / serializarResumen', () => {
  it('round-trips the stored block shape unchanged', () => {
    expect(serializarResumen(aDocumentoDeResumen(stored))).toBe(stored);
  });

  it('reads null or blank as an empty paragraph', () => {
    expect(aDocumentoDeResumen(null)).toEqual(emptyResumen());
    expect(aDocumentoDeResumen('  ')).toEqual(emptyResumen());
  });

  it('keeps plain or broken text as a paragraph so nothing is lost', () => {
    expect(aDocumentoDeResumen('Nota sin formato')).toEqual([
      { type: 'paragraph', children: [{ text: 'Nota sin formato' }] },
    ]);
    expect(aDocumentoDeResumen('{"a":')).toEqual([{ type: 'paragraph', children: [{ text: '{"a":' }] }]);
  });

  it('drops editor-only keys and false marks when serialising', () => {
    const fromEditor = [
      { type: 'paragraph' as const, children: [{ text: 'x', bold: false, italic: true, extra: 1 }] },
    ];
    expect(serializarResumen(fromEditor)).toBe(
      '[{"type":"paragraph","children":[{"text":"x","italic":true}]}]',
    );
  });

  it('gives the plain text of every block', () => {
    expect(plainText(aDocumentoDeResumen(stored))).toBe('Audiencia el lunes\nLlevar pruebas\nCitar testigos');
  });
});

describe('canSendResumen', () => {
  it('is false for an empty document, even when something was saved', () => {
    expect(esResumenVacio([{ type: 'paragraph', children: [{ text: '   ' }] }])).toBe(true);
    expect(canSendResumen(emptyResumen(), stored)).toBe(false);
  });

  it('is false when nothing changed and true when the text or a mark changed', () => {
    const draft = aDocumentoDeResumen(stored);
    expect(canSendResumen(draft, stored)).toBe(false);
    const changed = aDocumentoDeResumen(stored);
    const first = changed[0]?.children[1];
    if (first && 'text' in first) first.bold = true;
    expect(canSendResumen(changed, stored)).toBe(true);
    expect(canSendResumen([{ type: 'paragraph', children: [{ text: 'Nuevo' }] }], null)).toBe(true);
  });
});
