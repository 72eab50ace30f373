/**
 * 'Resumen' on the case card and the case detail (seed 000 §2): a preview at most 150 px high
 * (double-click to edit in place), the larger 'Editar resumen' modal, and a button variant.
 * The preview is plain elements; the Slate editor is lazy-loaded the first time the lawyer edits,
 * and the editing parts (mutation, modal) mount only then (issue 21, item 18: a page draws 20).
 */
import { Box, Button, Center, Loader, Modal } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { toast } from '../../../../lib/toast.ts';
import { useGuardarResumen } from '../../api/use-case-edits.ts';
import classes from '../case-card.module.css';
import { useMontadoAlAbrir } from '../montado-al-abrir.ts';
import type { ResumenEditorProps } from './resumen-editor.tsx';
import { aDocumentoDeResumen, esResumenVacio, type ResumenDocument } from './resumen-format.ts';
import { ResumenView } from './resumen-view.tsx';

const ResumenEditor = lazy(() => import('./resumen-editor.tsx'));

/** Seed 000 §9: collapsed editor 70–250 px, modal 300 px, preview at most 150 px (case-card.module.css). */
const INLINE_HEIGHT = { min: 70, max: 250 };
const MODAL_HEIGHT = 300;

type Modo = { tipo: 'vista' } | { tipo: 'en-linea' } | { tipo: 'modal'; borrador: ResumenDocument };

/** Saves the summary; its mutation lives in the editing parts, mounted only while editing. */
function useEnviarResumen(idExpediente: number, onGuardado: (resumen: string) => void) {
  const guardar = useGuardarResumen(idExpediente);
  const enviar = (valor: string) => {
    guardar.mutate(valor, {
      onSuccess: () => {
        onGuardado(valor);
        toast.success('Resumen guardado correctamente.', { title: 'Éxito' });
      },
      // The draft stays in the editor so nothing is lost.
      onError: () => toast.error('Ocurrió un error al guardar.', { title: 'Error' }),
    });
  };
  return { enviar, isSending: guardar.isPending };
}

type EdicionProps = Omit<ResumenEditorProps, 'isSending' | 'onSend'> & {
  idExpediente: number;
  onGuardado: (resumen: string) => void;
};

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

function ResumenEnLinea({ idExpediente, onGuardado, ...props }: EdicionProps) {
  const { enviar, isSending } = useEnviarResumen(idExpediente, onGuardado);
  return <LazyEditor {...props} isSending={isSending} onSend={enviar} />;
}

/** The 'Editar resumen' modal; the editor inside only while it is open (`borrador`). */
function ResumenModal({
  idExpediente,
  onGuardado,
  opened,
  borrador,
  saved,
  onCancel,
}: Pick<EdicionProps, 'idExpediente' | 'onGuardado' | 'saved'> & {
  opened: boolean;
  borrador: ResumenDocument | null;
  onCancel: () => void;
}) {
  const { enviar, isSending } = useEnviarResumen(idExpediente, onGuardado);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Editar resumen"
      size="lg"
      closeOnClickOutside={!isSending}
    >
      {borrador ? (
        <LazyEditor
          initialValue={borrador}
          saved={saved}
          minHeight={MODAL_HEIGHT}
          maxHeight={MODAL_HEIGHT}
          isSending={isSending}
          onSend={enviar}
          onCancel={onCancel}
        />
      ) : null}
    </Modal>
  );
}

interface ResumenSectionProps {
  idExpediente: number;
  resumen: string | null;
  /** 'boton' shows an 'Editar resumen' button that opens the modal (used on the case detail). */
  variante?: 'en-linea' | 'boton';
}

export function ResumenSection({ idExpediente, resumen, variante = 'en-linea' }: ResumenSectionProps) {
  // The last saved value; follows the server when the case is refreshed.
  const [guardado, setGuardado] = useState(resumen);
  useEffect(() => setGuardado(resumen), [resumen]);
  const [modo, setModo] = useState<Modo>({ tipo: 'vista' });
  const modal = useMontadoAlAbrir(modo.tipo === 'modal');
  const documento = aDocumentoDeResumen(guardado);
  const idTitulo = useId();
  const idVista = useId();
  const vacio = esResumenVacio(documento);

  const alGuardar = (valor: string) => {
    setGuardado(valor);
    setModo({ tipo: 'vista' });
  };
  // Cancel reverts to the last saved content: the editor is unmounted and starts from it next time.
  const cancelar = () => setModo({ tipo: 'vista' });
  const abrirModal = (borrador: ResumenDocument = aDocumentoDeResumen(guardado)) =>
    setModo({ tipo: 'modal', borrador });
  const editar = () => (variante === 'boton' ? abrirModal() : setModo({ tipo: 'en-linea' }));

  return (
    <div className={classes.columna} style={{ gap: 4 }}>
      <p className={classes.label} id={idTitulo}>
        Resumen
      </p>
      {modo.tipo === 'en-linea' ? (
        <ResumenEnLinea
          idExpediente={idExpediente}
          onGuardado={alGuardar}
          initialValue={documento}
          saved={guardado}
          minHeight={INLINE_HEIGHT.min}
          maxHeight={INLINE_HEIGHT.max}
          onCancel={cancelar}
          onExpand={abrirModal}
        />
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: the preview holds paragraphs and lists, which a <button> may not contain.
        <div
          data-testid="resumen-preview"
          id={idVista}
          className={classes.vista}
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
        >
          {vacio ? (
            <p className={`${classes.sm} ${classes.dimmed}`} style={{ fontStyle: 'italic' }}>
              Sin resumen. Doble clic para escribirlo.
            </p>
          ) : (
            <ResumenView documento={documento} />
          )}
        </div>
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
      {modal.montado ? (
        <ResumenModal
          idExpediente={idExpediente}
          onGuardado={alGuardar}
          opened={modal.abierto}
          borrador={modo.tipo === 'modal' ? modo.borrador : null}
          saved={guardado}
          onCancel={cancelar}
        />
      ) : null}
    </div>
  );
}
