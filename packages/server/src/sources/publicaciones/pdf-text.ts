/** PDF bytes → one text string per page, with pdfjs-dist (no OCR: scanned estados come back empty). */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SchemaDriftError } from '../errors.ts';
import { getDocument } from './pdfjs.ts';

/** Without the standard font metrics pdfjs guesses glyph widths and loses text near the page edge. */
const STANDARD_FONTS_PATH = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

interface TextPiece {
  str?: string;
  hasEOL?: boolean;
}

export async function extractPdfText(bytes: Uint8Array): Promise<string[]> {
  const header = new TextDecoder().decode(bytes.slice(0, 5));
  if (header !== '%PDF-') {
    throw new SchemaDriftError('Documento: no es un PDF', [new TextDecoder().decode(bytes.slice(0, 60))]);
  }
  // pdfjs recovers what it can from a truncated file; a PDF cut short must not look like a short estado.
  const tail = new TextDecoder('latin1').decode(bytes.slice(-1024));
  if (!tail.includes('%%EOF'))
    throw new SchemaDriftError('Documento: PDF incompleto', [`${bytes.length} bytes`]);
  // pdfjs takes ownership of the buffer it is given: hand it a copy.
  const document = await getDocument({
    data: bytes.slice(),
    standardFontDataUrl: STANDARD_FONTS_PATH,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = (content.items as TextPiece[])
        .map((item) => `${item.str ?? ''}${item.hasEOL ? '\n' : ''}`)
        .join('')
        .replace(/[ \t]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .trim();
      pages.push(text);
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
