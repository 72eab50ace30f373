/**
 * The summary is stored as the seed sends it: a JSON string of Slate-shaped blocks (paragraphs and
 * lists whose leaves are text with optional bold/italic/underline). Anything else is refused.
 */
import { z } from 'zod';
import { appError } from '../../http/errors.ts';

export const MAX_RESUMEN_CHARS = 20_000;
const MAX_DEPTH = 4;

const leaf = z.strictObject({
  text: z.string(),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
});

interface Element {
  type: 'paragraph' | 'bulleted-list' | 'numbered-list' | 'list-item';
  children: (Element | z.infer<typeof leaf>)[];
}

const element: z.ZodType<Element> = z.lazy(() =>
  z.strictObject({
    type: z.enum(['paragraph', 'bulleted-list', 'numbered-list', 'list-item']),
    children: z.array(z.union([leaf, element])).min(1),
  }),
);

const document = z.array(element).max(500);

function depth(node: Element | z.infer<typeof leaf>): number {
  if (!('children' in node)) return 0;
  return 1 + Math.max(0, ...node.children.map(depth));
}

function invalid(detail: string) {
  return appError(400, 'ResumenInvalido', { Resumen: detail });
}

/** Returns the summary unchanged when valid; throws 400 ResumenInvalido otherwise. */
export function validarResumen(resumen: string): string {
  if (resumen.length > MAX_RESUMEN_CHARS) throw invalid(`máximo ${MAX_RESUMEN_CHARS} caracteres`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(resumen);
  } catch {
    throw invalid('no es JSON');
  }
  const result = document.safeParse(parsed);
  if (!result.success) throw invalid('no tiene el formato de bloques esperado');
  if (result.data.some((block) => depth(block) > MAX_DEPTH)) throw invalid('anidamiento excesivo');
  return resumen;
}
