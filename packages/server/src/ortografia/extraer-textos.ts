/**
 * The texts a person reads in a TypeScript/TSX file, found through its syntax tree: JSX text and
 * the string and template literals that are not code (module names, property keys, values compared
 * in code, class names, paths…). Used by the Spanish spelling check (issue 21, item 9).
 */
import ts from 'typescript';

export interface TextoFuente {
  file: string;
  line: number;
  text: string;
}

/** JSX attributes whose values are code: classes, routes, variants, identifiers. */
const ATRIBUTOS_CODIGO = new Set([
  'className',
  'href',
  'to',
  'id',
  'key',
  'type',
  'name',
  'variant',
  'color',
  'c',
  'size',
  'style',
  'target',
  'rel',
  'src',
  'autoComplete',
  'inputMode',
  'role',
  'component',
  'value',
  'form',
  'method',
  'accept',
  'pattern',
  'lang',
  'htmlFor',
  'valueFormat',
  'locale',
  'dateFormat',
  'inputFormat',
  'allow',
  'sandbox',
]);

/** Object properties whose values are code (a label's value sent to the API, a query key…). */
const PROPIEDADES_CODIGO = new Set([
  ...ATRIBUTOS_CODIGO,
  'path',
  'url',
  'queryKey',
  'icon',
  'code',
  'codigo',
  'field',
  'accessor',
  'format',
  'mimeType',
  'contentType',
  'filename',
  'template',
  'fontFamily',
  'fontFamilyMonospace',
  'campo',
  'clave',
]);

const COMPARACIONES = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.InKeyword,
]);

/** Calls whose string arguments are code or messages for developers, never for a person. */
const LLAMADAS_CODIGO =
  /^console\.\w+$|(^|[.)])(fetch|require|import|querySelector|querySelectorAll|closest|matches|getItem|setItem|removeItem|get|set|has|delete|append|getPropertyValue|setProperty|startsWith|endsWith|includes|split|replace|replaceAll|join|indexOf|padStart|padEnd|format|addEventListener|removeEventListener|matchMedia|dayjs|useMediaQuery|navigate|setSearchParams|useQuery|invalidateQueries|createElement|getElementById|setAttribute|getAttribute|regla)$|^new (URL|RegExp|Error|TypeError|RangeError|Headers|Blob|Intl\.\w+)$|^api\w*$/;

function nombrePropiedad(name: ts.PropertyName): string | null {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

function nombreLlamada(call: ts.CallExpression | ts.NewExpression, source: ts.SourceFile): string {
  const prefix = ts.isNewExpression(call) ? 'new ' : '';
  return prefix + call.expression.getText(source).replace(/\s+/g, '');
}

/** True when the literal is code: its place in the tree says so whatever its content. */
function esCodigo(node: ts.Node, source: ts.SourceFile): boolean {
  let child: ts.Node = node;
  let parent = node.parent;
  // A literal inside a conditional or a || / ?? still belongs to the attribute or property around it.
  while (
    parent &&
    (ts.isParenthesizedExpression(parent) ||
      ts.isConditionalExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      (ts.isBinaryExpression(parent) &&
        (parent.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
          parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)))
  ) {
    if (ts.isConditionalExpression(parent) && parent.condition === child) return true;
    child = parent;
    parent = parent.parent;
  }
  if (!parent) return false;
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isLiteralTypeNode(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isElementAccessExpression(parent) ||
    ts.isCaseClause(parent) ||
    ts.isTaggedTemplateExpression(parent) ||
    ts.isComputedPropertyName(parent) ||
    ts.isEnumMember(parent)
  ) {
    return true;
  }
  if (ts.isImportTypeNode(parent) || ts.isTypeReferenceNode(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === child)
    return true;
  if (ts.isPropertyAssignment(parent)) {
    const name = nombrePropiedad(parent.name);
    return name !== null && PROPIEDADES_CODIGO.has(name);
  }
  if (ts.isJsxAttribute(parent) || (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent))) {
    const attribute = ts.isJsxAttribute(parent) ? parent : (parent.parent as ts.JsxAttribute);
    const name = attribute.name.getText(source);
    return ATRIBUTOS_CODIGO.has(name) || name.startsWith('data-');
  }
  if (ts.isBinaryExpression(parent) && COMPARACIONES.has(parent.operatorToken.kind)) return true;
  if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.expression !== child) {
    return LLAMADAS_CODIGO.test(nombreLlamada(parent, source));
  }
  if (ts.isArrayLiteralExpression(parent)) {
    // Arrays of codes (['SIN_CAMBIOS', 'REVISADO'] as const, a query key) are compared or sent.
    const holder = parent.parent;
    if (holder && ts.isAsExpression(holder)) return true;
    if (holder && ts.isPropertyAssignment(holder)) {
      const name = nombrePropiedad(holder.name);
      return name !== null && PROPIEDADES_CODIGO.has(name);
    }
    if (holder && ts.isCallExpression(holder)) return LLAMADAS_CODIGO.test(nombreLlamada(holder, source));
  }
  return false;
}

export function extraerTextos(file: string, content: string): TextoFuente[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, content, ts.ScriptTarget.Latest, true, kind);
  const found: TextoFuente[] = [];
  const add = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ file, line: line + 1, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (node.text.trim()) add(node, node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!esCodigo(node, source)) add(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      if (!esCodigo(node, source)) {
        // The parts between substitutions, joined by a space so a word is never glued to a value.
        const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
        add(node, parts.join(' \u0000 '));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
