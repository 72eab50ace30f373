/**
 * The summary editor (seed 000 §2, §4): bold, italic, underline, bulleted and numbered lists;
 * Ctrl+Enter sends; the send button is enabled only when the content changed and is not empty.
 * Default export, loaded with React.lazy so Slate stays out of the initial bundle.
 */
import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import {
  IconArrowsMaximize,
  IconBold,
  IconItalic,
  IconList,
  IconListNumbers,
  IconUnderline,
} from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import {
  type BaseEditor,
  createEditor,
  type Descendant,
  Editor,
  Element as SlateElement,
  Transforms,
} from 'slate';
import { type HistoryEditor, withHistory } from 'slate-history';
import {
  Editable,
  ReactEditor,
  type RenderElementProps,
  type RenderLeafProps,
  type RenderPlaceholderProps,
  Slate,
  useSlate,
  withReact,
} from 'slate-react';
import {
  canSendResumen,
  esResumenVacio,
  type ResumenDocument,
  type ResumenElement,
  type ResumenMark,
  type ResumenText,
  serializarResumen,
} from './resumen-format.ts';
import { BLOCK_STYLE, LIST_STYLE, pintarMarcas } from './resumen-view.tsx';

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: ResumenElement;
    Text: ResumenText;
  }
}

type ListType = 'bulleted-list' | 'numbered-list';
const LIST_TYPES: readonly string[] = ['bulleted-list', 'numbered-list'];

function isMarkActive(editor: Editor, mark: ResumenMark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

function toggleMark(editor: Editor, mark: ResumenMark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

function isListActive(editor: Editor, type: ListType): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Array.from(
    Editor.nodes(editor, {
      at: Editor.unhangRange(editor, selection),
      match: (node) => !Editor.isEditor(node) && SlateElement.isElement(node) && node.type === type,
    }),
  );
  return Boolean(match);
}

function toggleList(editor: Editor, type: ListType): void {
  const isActive = isListActive(editor, type);
  Transforms.unwrapNodes(editor, {
    match: (node) => !Editor.isEditor(node) && SlateElement.isElement(node) && LIST_TYPES.includes(node.type),
    split: true,
  });
  Transforms.setNodes<SlateElement>(editor, { type: isActive ? 'paragraph' : 'list-item' });
  if (!isActive) Transforms.wrapNodes(editor, { type, children: [] });
}

function renderElement({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'bulleted-list':
      return (
        <ul {...attributes} style={LIST_STYLE}>
          {children}
        </ul>
      );
    case 'numbered-list':
      return (
        <ol {...attributes} style={LIST_STYLE}>
          {children}
        </ol>
      );
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    default:
      return (
        <p {...attributes} style={BLOCK_STYLE}>
          {children}
        </p>
      );
  }
}

function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  return <span {...attributes}>{pintarMarcas(leaf, children)}</span>;
}

function ToolbarButton(props: {
  label: string;
  isActive: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={props.label} withArrow>
      <ActionIcon
        variant={props.isActive ? 'filled' : 'subtle'}
        color="gray"
        aria-label={props.label}
        aria-pressed={props.isActive}
        // Keep the editor's selection: act on mouse down, before the editor loses focus.
        onMouseDown={(event) => {
          event.preventDefault();
          props.onToggle();
        }}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

function Toolbar({ onExpand }: { onExpand?: () => void }) {
  const editor = useSlate();
  return (
    <Group gap={4} justify="space-between">
      <Group gap={4}>
        <ToolbarButton
          label="Negrita"
          isActive={isMarkActive(editor, 'bold')}
          onToggle={() => toggleMark(editor, 'bold')}
        >
          <IconBold size={16} />
        </ToolbarButton>
        <ToolbarButton
          label="Cursiva"
          isActive={isMarkActive(editor, 'italic')}
          onToggle={() => toggleMark(editor, 'italic')}
        >
          <IconItalic size={16} />
        </ToolbarButton>
        <ToolbarButton
          label="Subrayado"
          isActive={isMarkActive(editor, 'underline')}
          onToggle={() => toggleMark(editor, 'underline')}
        >
          <IconUnderline size={16} />
        </ToolbarButton>
        <ToolbarButton
          label="Lista con viñetas"
          isActive={isListActive(editor, 'bulleted-list')}
          onToggle={() => toggleList(editor, 'bulleted-list')}
        >
          <IconList size={16} />
        </ToolbarButton>
        <ToolbarButton
          label="Lista numerada"
          isActive={isListActive(editor, 'numbered-list')}
          onToggle={() => toggleList(editor, 'numbered-list')}
        >
          <IconListNumbers size={16} />
        </ToolbarButton>
      </Group>
      {onExpand ? (
        <Tooltip label="Editar resumen" withArrow>
          <ActionIcon variant="subtle" color="gray" aria-label="Ampliar editor" onClick={onExpand}>
            <IconArrowsMaximize size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

export interface ResumenEditorProps {
  initialValue: ResumenDocument;
  /** The last saved summary: the send button compares against it. */
  saved: string | null;
  minHeight: number;
  maxHeight: number;
  isSending: boolean;
  onSend: (resumen: string) => void;
  /** Without it there is no 'Cancelar' button (the change-review card has none). */
  onCancel?: () => void;
  /** Opens the larger 'Editar resumen' modal with the current draft. */
  onExpand?: (draft: ResumenDocument) => void;
  /** The change-review card reuses the editor for its conclusion (seed 001 §2, §5). */
  ariaLabel?: string;
  placeholder?: string;
  sendLabel?: string;
  /** Send also when unchanged (a reviewed change is saved again to move on); never when empty. */
  allowUnchanged?: boolean;
  onDraftChange?: (draft: ResumenDocument) => void;
  /**
   * 'siempre' (default): the editor takes the focus when it opens, as the lawyer asked for it.
   * 'siNadieTieneElFoco': only if, when it mounts, no element holds the focus — an editor that
   * arrives on its own (the review card's, loaded on demand) must not pull the focus from where a
   * keyboard user already moved it (WCAG 3.2.1).
   */
  enfocar?: 'siempre' | 'siNadieTieneElFoco';
}

/**
 * Slate draws its placeholder at a third of the text's opacity (2.3:1 on white); it takes the
 * theme's placeholder colour instead, at AA (issue 24).
 */
function renderPlaceholder({ attributes, children }: RenderPlaceholderProps) {
  return (
    <span
      {...attributes}
      style={{ ...attributes.style, opacity: 1, color: 'var(--mantine-color-placeholder)' }}
    >
      {children}
    </span>
  );
}

export default function ResumenEditor(props: ResumenEditorProps) {
  const editor = useMemo(() => withHistory(withReact(createEditor())), []);
  const [draft, setDraft] = useState<Descendant[]>(props.initialValue);
  const [tomarElFoco] = useState(
    () =>
      props.enfocar !== 'siNadieTieneElFoco' ||
      document.activeElement === null ||
      document.activeElement === document.body,
  );
  // Focused here rather than with Editable's autoFocus, which puts the caret before the text: the
  // words typed after 'Usar borrador' or 'Editar resumen' went in front of it. The caret goes after
  // the text. Slate focuses with preventScroll: opened by Siguiente on a phone, the review card's
  // editor held the focus below the fold while the lawyer typed into it unseen, so it is brought
  // into view too.
  useEffect(() => {
    if (!tomarElFoco) return;
    Transforms.select(editor, Editor.end(editor, []));
    ReactEditor.focus(editor);
    ReactEditor.toDOMNode(editor, editor).scrollIntoView({ block: 'nearest' });
  }, [editor, tomarElFoco]);
  const canSend =
    (props.allowUnchanged
      ? !esResumenVacio(draft as ResumenDocument)
      : canSendResumen(draft as ResumenDocument, props.saved)) && !props.isSending;
  const { onSend, onDraftChange } = props;
  // Slate's onChange also fires for selection changes (autofocus, a click, the arrow keys); only
  // a change of the text is a draft change, or opening a change would count as an edit (issue 21.1).
  const changeDraft = useCallback(
    (value: Descendant[]) => {
      setDraft(value);
      onDraftChange?.(value as ResumenDocument);
    },
    [onDraftChange],
  );

  const send = useCallback(() => {
    if (canSend) onSend(serializarResumen(draft));
  }, [canSend, draft, onSend]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const withModifier = event.ctrlKey || event.metaKey;
    if (!withModifier) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      send();
      return;
    }
    const mark = ({ b: 'bold', i: 'italic', u: 'underline' } as const)[event.key.toLowerCase()];
    if (mark) {
      event.preventDefault();
      toggleMark(editor, mark);
    }
  };

  return (
    <Slate editor={editor} initialValue={props.initialValue} onValueChange={changeDraft}>
      <Toolbar onExpand={props.onExpand ? () => props.onExpand?.(draft as ResumenDocument) : undefined} />
      <Editable
        aria-label={props.ariaLabel ?? 'Resumen'}
        data-testid="resumen-editor"
        readOnly={props.isSending}
        renderElement={renderElement}
        renderLeaf={renderLeaf}
        placeholder={props.placeholder ?? 'Escribe un resumen del proceso'}
        renderPlaceholder={renderPlaceholder}
        onKeyDown={onKeyDown}
        style={{
          minHeight: props.minHeight,
          maxHeight: props.maxHeight,
          overflowY: 'auto',
          padding: '6px 10px',
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-sm)',
          fontSize: 'var(--mantine-font-size-sm)',
          background: 'var(--mantine-color-body)',
          // Scrolled into view below the app's fixed top bar, not under it.
          scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + 8px)',
        }}
      />
      <Group justify="flex-end" mt={6} gap="xs">
        {/* A phone has no Ctrl key to press: the hint shows only from the tablet breakpoint (md, 768 px) up. */}
        <Text size="xs" c="dimmed" visibleFrom="md" mr="auto">
          Ctrl+Enter para guardar
        </Text>
        <Group gap="xs">
          {props.onCancel ? (
            <Button size="xs" variant="default" onClick={props.onCancel} disabled={props.isSending}>
              Cancelar
            </Button>
          ) : null}
          <Button size="xs" onClick={send} disabled={!canSend} loading={props.isSending}>
            {props.sendLabel ?? 'Guardar'}
          </Button>
        </Group>
      </Group>
    </Slate>
  );
}
