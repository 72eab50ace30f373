/**
 * 'Resumen' on the case card and the case detail (seed 000 §2): a preview at most 150 px high
 * (double-click to edit in place), the larger 'Editar resumen' modal, and a button variant.
 * The Slate editor is lazy-loaded the first time the lawyer edits.
 */
import { Box, Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { toast } from '../../../../lib/toast.ts';
import { useGuardarResumen } from '../../api/use-case-edits.ts';
import type { ResumenEditorProps } from './resumen-editor.tsx';
import { isResumenEmpty, parseResumen, type ResumenDocument } from './resumen-format.ts';
import { ResumenView } from './resumen-view.tsx';

const ResumenEditor = lazy(() => import('./resumen-editor.tsx'));

/** Seed 000 §9: collapsed editor 70–250 px, modal 300 px, preview at most 150 px. */
const INLINE_HEIGHT = { min: 70, max: 250 };
const MODAL_HEIGHT = 300;
const PREVIEW_MAX_HEIGHT = 150;

type Modo = { tipo: 'vista' } | { tipo: 'en-linea' } | { tipo: 'modal'; borrador: ResumenDocument };

function LazyEditor(props: ResumenEditorProps) {
  return (
    <Suspense
      fallback={
        <Center mih={props.minHeight}>
          <Loader size="sm" aria-label="Cargando editor" />
        </Center>
      }
    >
      <ResumenEditor {...props} />
    </Suspense>
  );
}

interface ResumenSectionProps {
  idExpediente: number;
  resumen: string | null;
  /** 'boton' shows an 'Editar resumen' button that opens the modal (used on the case detail). */
  variante?: 'en-linea' | 'boton';
}

export function ResumenSection({ idExpediente, resumen, variante = 'en-linea' }: ResumenSectionProps) {
  const guardar = useGuardarResumen(idExpediente);
  // The last saved value; follows the server when the case is refreshed.
  const [guardado, setGuardado] = useState(resumen);
  useEffect(() => setGuardado(resumen), [resumen]);
  const [modo, setModo] = useState<Modo>({ tipo: 'vista' });
  const documento = parseResumen(guardado);
  const idTitulo = useId();
  const idVista = useId();
  const vacio = isResumenEmpty(documento);

  const enviar = (valor: string) => {
    guardar.mutate(valor, {
      onSuccess: () => {
        setGuardado(valor);
        setModo({ tipo: 'vista' });
        toast.success('Resumen guardado correctamente.', { title: 'Éxito' });
      },
      // The draft stays in the editor so nothing is lost.
      onError: () => toast.error('Ocurrió un error al guardar.', { title: 'Error' }),
    });
  };
  // Cancel reverts to the last saved content: the editor is unmounted and starts from it next time.
  const cancelar = () => setModo({ tipo: 'vista' });
  const abrirModal = (borrador: ResumenDocument = parseResumen(guardado)) =>
    setModo({ tipo: 'modal', borrador });
  const editar = () => (variante === 'boton' ? abrirModal() : setModo({ tipo: 'en-linea' }));

  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={600} id={idTitulo}>
        Resumen
      </Text>
      {modo.tipo === 'en-linea' ? (
        <LazyEditor
          initialValue={documento}
          saved={guardado}
          minHeight={INLINE_HEIGHT.min}
          maxHeight={INLINE_HEIGHT.max}
          isSending={guardar.isPending}
          onSend={enviar}
          onCancel={cancelar}
          onExpand={abrirModal}
        />
      ) : (
        <Box
          data-testid="resumen-preview"
          id={idVista}
          role="button"
          tabIndex={0}
          // Named 'Resumen' plus the text it shows (WCAG 2.5.3, label in name); the title is its
          // description.
          aria-labelledby={`${idTitulo} ${idVista}`}
          title="Doble clic para editar"
          onDoubleClick={editar}
          onKeyDown={(event) => {
            if (event.key === 'Enter') editar();
          }}
          style={{
            maxHeight: PREVIEW_MAX_HEIGHT,
            overflowY: 'auto',
            cursor: 'text',
            padding: '4px 8px',
            borderRadius: 'var(--mantine-radius-sm)',
            border: '1px dashed var(--mantine-color-gray-3)',
            fontSize: 'var(--mantine-font-size-sm)',
          }}
        >
          {vacio ? (
            <Text size="sm" c="dimmed" fs="italic">
              Sin resumen. Doble clic para escribirlo.
            </Text>
          ) : (
            <ResumenView documento={documento} />
          )}
        </Box>
      )}
      {variante === 'boton' ? (
        <Box>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} />}
            onClick={() => abrirModal()}
          >
            Editar resumen
          </Button>
        </Box>
      ) : null}
      <Modal
        opened={modo.tipo === 'modal'}
        onClose={cancelar}
        title="Editar resumen"
        size="lg"
        closeOnClickOutside={!guardar.isPending}
      >
        {modo.tipo === 'modal' ? (
          <LazyEditor
            initialValue={modo.borrador}
            saved={guardado}
            minHeight={MODAL_HEIGHT}
            maxHeight={MODAL_HEIGHT}
            isSending={guardar.isPending}
            onSend={enviar}
            onCancel={cancelar}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
