/**
 * The summary's stored shape (seed 000 §3: a JSON string of rich text) and the rules of the editor
 * (seed 000 §4): Slate-shaped blocks whose leaves carry optional bold/italic/underline marks. Pure,
 * with no Slate import, so the preview renders without loading the editor.
 */

export interface ResumenText {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

export type ResumenBlockType = 'paragraph' | 'bulleted-list' | 'numbered-list' | 'list-item';

export interface ResumenElement {
  type: ResumenBlockType;
  children: ResumenNode[];
}

export type ResumenNode = ResumenElement | ResumenText;
export type ResumenDocument = ResumenElement[];

export const RESUMEN_MARKS = ['bold', 'italic', 'underline'] as const;
export type ResumenMark = (typeof RESUMEN_MARKS)[number];

const BLOCK_TYPES: readonly string[] = ['paragraph', 'bulleted-list', 'numbered-list', 'list-item'];

export function emptyResumen(): ResumenDocument {
  return [{ type: 'paragraph', children: [{ text: '' }] }];
}

export function esElementoDeResumen(node: ResumenNode): node is ResumenElement {
  return 'children' in node;
}

function normalizeNode(value: unknown): ResumenNode | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Record<string, unknown>;
  if (typeof candidate.text === 'string') {
    const leaf: ResumenText = { text: candidate.text };
    for (const mark of RESUMEN_MARKS) if (candidate[mark] === true) leaf[mark] = true;
    return leaf;
  }
  if (typeof candidate.type !== 'string' || !BLOCK_TYPES.includes(candidate.type)) return null;
  if (!Array.isArray(candidate.children)) return null;
  const children = candidate.children.map(normalizeNode).filter((node) => node !== null);
  return { type: candidate.type as ResumenBlockType, children: children.length ? children : [{ text: '' }] };
}

/**
 * Reads a stored summary. Anything that is not the block shape (older plain text, broken JSON) is
 * kept as a paragraph of its text, so nothing the lawyer wrote is lost.
 */
export function aDocumentoDeResumen(value: string | null | undefined): ResumenDocument {
  if (!value || value.trim() === '') return emptyResumen();
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [{ type: 'paragraph', children: [{ text: value }] }];
  }
  if (!Array.isArray(parsed)) return [{ type: 'paragraph', children: [{ text: value }] }];
  const blocks = parsed
    .map(normalizeNode)
    .filter((node): node is ResumenElement => node !== null && esElementoDeResumen(node));
  return blocks.length ? blocks : emptyResumen();
}

/** Only the known keys, marks only when set: the server accepts exactly this shape. */
function cleanNode(node: ResumenNode): ResumenNode {
  if (!esElementoDeResumen(node)) {
    const leaf: ResumenText = { text: node.text };
    for (const mark of RESUMEN_MARKS) if (node[mark] === true) leaf[mark] = true;
    return leaf;
  }
  const children = node.children.map(cleanNode);
  return { type: node.type, children: children.length ? children : [{ text: '' }] };
}

export function serializarResumen(document: readonly ResumenNode[]): string {
  return JSON.stringify(document.map(cleanNode));
}

export function plainText(nodes: readonly ResumenNode[]): string {
  return nodes
    .map((node) => (esElementoDeResumen(node) ? plainText(node.children) : node.text))
    .join(esElementoDeResumen(nodes[0] ?? { text: '' }) ? '\n' : '');
}

/** A document with no visible text counts as empty (seed 000 §4). */
export function esResumenVacio(document: readonly ResumenNode[]): boolean {
  return plainText(document).trim() === '';
}

/**
 * The send button's rule (seed 000 §4): enabled only when the content differs from the last saved
 * value and is not empty; an empty document counts as unchanged.
 */
export function canSendResumen(draft: readonly ResumenNode[], saved: string | null | undefined): boolean {
  if (esResumenVacio(draft)) return false;
  return serializarResumen(draft) !== serializarResumen(aDocumentoDeResumen(saved));
}
