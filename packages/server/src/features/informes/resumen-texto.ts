/**
 * The case summary (a JSON string of Slate-shaped blocks, see expedientes/validar-resumen.ts) as
 * plain text for a spreadsheet cell: one line per paragraph or list item, '- ' or 'n. ' before
 * list items, formatting marks dropped. Tolerant: a summary stored before validation existed, or
 * not JSON at all, is given back as it is rather than losing the lawyer's text.
 */
interface Node {
  text?: unknown;
  type?: unknown;
  children?: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

function inlineText(node: Node): string {
  if (typeof node.text === 'string') return node.text;
  if (!Array.isArray(node.children)) return '';
  return node.children.filter(isNode).map(inlineText).join('');
}

function blockLines(node: Node, lines: string[], indent = '', marker = ''): void {
  if (!Array.isArray(node.children)) {
    if (typeof node.text === 'string' && node.text.trim()) lines.push(indent + marker + node.text);
    return;
  }
  const children = node.children.filter(isNode);
  if (node.type === 'bulleted-list' || node.type === 'numbered-list') {
    children.forEach((item, index) => {
      blockLines(item, lines, indent, node.type === 'numbered-list' ? `${index + 1}. ` : '- ');
    });
    return;
  }
  // A list item may hold a nested list after its own text: indented under it.
  const ownText = children
    .filter((child) => !Array.isArray(child.children))
    .map(inlineText)
    .join('');
  if (ownText.trim()) lines.push(indent + marker + ownText);
  for (const child of children.filter((child) => Array.isArray(child.children)))
    blockLines(child, lines, marker ? `${indent}  ` : indent);
}

export function resumenComoTexto(resumen: string | null): string {
  if (!resumen?.trim()) return '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(resumen);
  } catch {
    return resumen;
  }
  if (!Array.isArray(parsed)) return resumen;
  const lines: string[] = [];
  for (const block of parsed.filter(isNode)) blockLines(block, lines);
  return lines.join('\n');
}
