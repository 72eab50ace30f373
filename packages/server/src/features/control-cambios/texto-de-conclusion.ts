// Read by both the review (actualizar-cambio.ts) and the report it sends (informe.ts); kept apart so
// neither imports the other for it.

/** The text of a Slate JSON conclusion; '' when it holds no text. */
export function textoDeConclusion(conclusion: string): string {
  const texts: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as { text?: unknown; children?: unknown };
    if (typeof record.text === 'string') texts.push(record.text);
    if (record.children) walk(record.children);
  };
  walk(JSON.parse(conclusion));
  return texts.join(' ').trim();
}
