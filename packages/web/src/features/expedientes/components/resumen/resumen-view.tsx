/** Read-only rendering of a stored summary, without Slate (the editor is loaded only when editing). */
import type { CSSProperties, ReactNode } from 'react';
import {
  esElementoDeResumen,
  type ResumenDocument,
  type ResumenNode,
  type ResumenText,
} from './resumen-format.ts';

export const BLOCK_STYLE: CSSProperties = { margin: 0 };
export const LIST_STYLE: CSSProperties = { margin: 0, paddingLeft: 22 };

/** The marks of a leaf as nested tags; shared with the editor so both look the same. */
export function pintarMarcas(leaf: ResumenText, content: ReactNode): ReactNode {
  let result = content;
  if (leaf.bold) result = <strong>{result}</strong>;
  if (leaf.italic) result = <em>{result}</em>;
  if (leaf.underline) result = <u>{result}</u>;
  return result;
}

function renderNode(node: ResumenNode, key: number): ReactNode {
  if (!esElementoDeResumen(node)) return <span key={key}>{pintarMarcas(node, node.text)}</span>;
  const children = node.children.map(renderNode);
  switch (node.type) {
    case 'bulleted-list':
      return (
        <ul key={key} style={LIST_STYLE}>
          {children}
        </ul>
      );
    case 'numbered-list':
      return (
        <ol key={key} style={LIST_STYLE}>
          {children}
        </ol>
      );
    case 'list-item':
      return <li key={key}>{children}</li>;
    default:
      return (
        <p key={key} style={BLOCK_STYLE}>
          {children}
          {/* An empty paragraph still takes a line, as in the editor. */}
          {node.children.every((child) => !esElementoDeResumen(child) && child.text === '') ? <br /> : null}
        </p>
      );
  }
}

export function ResumenView({ documento }: { documento: ResumenDocument }) {
  return <>{documento.map(renderNode)}</>;
}
