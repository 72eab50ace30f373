/** Shared helpers for the simulator's tests. */
import { isNotFound, isPrivate, sampleRadicados } from '../src/index.ts';

export const TODAY = '2026-03-20';

export const SAMPLE = sampleRadicados(400, 42);

export function publicRadicados(): string[] {
  return SAMPLE.filter((radicado) => !isNotFound(radicado) && !isPrivate(radicado));
}

export function firstWhere(predicate: (radicado: string) => boolean): string {
  const found = SAMPLE.find(predicate);
  if (!found) throw new Error('no sample radicado matches');
  return found;
}

/**
 * Text of an uncompressed pdfkit PDF: pdfkit writes standard-font text as hex strings inside
 * TJ arrays (WinAnsi, which latin1 decodes), one TJ per line of text.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const parts = [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) =>
      Buffer.from(part[1], 'hex').toString('latin1'),
    );
    lines.push(parts.join(''));
  }
  return lines.join(' ');
}

export async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) };
}
