/**
 * The case card's summary editor (seed 000 §4), also the review card's conclusion: focusing or
 * clicking reports no draft change (issue 21.1); typing enables 'Guardar'; Ctrl+B makes bold;
 * Ctrl+Enter sends; an emptied text cannot be sent.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ResumenEditor from './resumen-editor.tsx';
import { aDocumentoDeResumen, serializarResumen } from './resumen-format.ts';

const GUARDADO = serializarResumen([{ type: 'paragraph', children: [{ text: 'Demanda admitida' }] }]);

function editor() {
  const onSend = vi.fn();
  const onDraftChange = vi.fn();
  render(
    <MantineProvider env="test">
      <ResumenEditor
        initialValue={aDocumentoDeResumen(GUARDADO)}
        saved={GUARDADO}
        minHeight={70}
        maxHeight={250}
        isSending={false}
        onSend={onSend}
        onDraftChange={onDraftChange}
      />
    </MantineProvider>,
  );
  return { onSend, onDraftChange, texto: screen.getByRole('textbox', { name: 'Resumen' }) };
}

const guardar = () => screen.getByRole('button', { name: 'Guardar' });

/**
 * Puts the caret (or a selection from the start) at the end of the text as a click there would:
 * jsdom has no layout to place it from coordinates. Slate reads the page's selection on
 * 'selectionchange', which it handles after a short throttle.
 */
async function seleccionarHastaElFinal(texto: HTMLElement, desdeElInicio = false) {
  const nodos = texto.querySelectorAll('[data-slate-string]');
  const ultimo = nodos[nodos.length - 1]?.firstChild as Text;
  const primero = nodos[0]?.firstChild as Text;
  const seleccion = document.getSelection() as Selection;
  if (desdeElInicio) seleccion.setBaseAndExtent(primero, 0, ultimo, ultimo.length);
  else seleccion.setBaseAndExtent(ultimo, ultimo.length, ultimo, ultimo.length);
  document.dispatchEvent(new Event('selectionchange'));
  await new Promise((resolve) => setTimeout(resolve, 150));
}

describe('the summary editor', () => {
  it('takes the focus and a click without counting them as an edit', async () => {
    const user = userEvent.setup();
    const { onDraftChange, texto } = editor();
    await waitFor(() => expect(texto).toHaveFocus());
    await user.click(texto);
    await seleccionarHastaElFinal(texto);
    expect(onDraftChange).not.toHaveBeenCalled();
    expect(guardar()).toBeDisabled();
  });

  it('opens with the caret after the text, so typing goes on from the end', async () => {
    // 'Usar borrador' (and 'Editar resumen') put the caret before the text: the lawyer's first
    // words went in front of Tito's draft ("Llamar al cliente.Tu parte aparece…", 28/11).
    const user = userEvent.setup();
    const { onDraftChange, texto } = editor();
    await waitFor(() => expect(texto).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 150));
    await user.keyboard(' hoy');
    expect(texto).toHaveTextContent('Demanda admitida hoy');
    expect(onDraftChange).toHaveBeenCalled();
  });

  it('enables Guardar once the text changes and sends it, bold included, with Ctrl+Enter', async () => {
    const user = userEvent.setup();
    const { onSend, onDraftChange, texto } = editor();
    await user.click(texto);
    await seleccionarHastaElFinal(texto);
    await user.keyboard(' ');
    await user.keyboard('{Control>}b{/Control}');
    await user.keyboard('hoy');
    expect(onDraftChange).toHaveBeenCalled();
    expect(guardar()).toBeEnabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSend).toHaveBeenCalledTimes(1);
    const enviado = JSON.parse(onSend.mock.calls[0][0]);
    expect(enviado[0].children).toEqual([{ text: 'Demanda admitida ' }, { text: 'hoy', bold: true }]);
  });

  it('cannot send an emptied summary', async () => {
    const user = userEvent.setup();
    const { onSend, texto } = editor();
    await user.click(texto);
    await seleccionarHastaElFinal(texto, true);
    await user.keyboard('{Backspace}');
    expect(texto).not.toHaveTextContent('Demanda');
    expect(guardar()).toBeDisabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('who takes the focus when the editor opens', () => {
  function abrir(enfocar?: 'siempre' | 'siNadieTieneElFoco') {
    render(
      <MantineProvider env="test">
        <button type="button">Siguiente</button>
        <ResumenEditor
          initialValue={aDocumentoDeResumen(GUARDADO)}
          saved={GUARDADO}
          minHeight={70}
          maxHeight={250}
          isSending={false}
          onSend={vi.fn()}
          enfocar={enfocar}
        />
      </MantineProvider>,
    );
  }

  it('by default the editor takes it, since the lawyer opened it', async () => {
    abrir();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Resumen' })).toHaveFocus());
  });

  it("the review card's editor, arriving on its own, leaves it where the keyboard user put it", async () => {
    const siguiente = document.createElement('button');
    document.body.append(siguiente);
    siguiente.focus();
    try {
      abrir('siNadieTieneElFoco');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(siguiente).toHaveFocus();
      expect(screen.getByRole('textbox', { name: 'Resumen' })).not.toHaveFocus();
    } finally {
      siguiente.remove();
    }
  });

  it('and takes it when nothing holds the focus', async () => {
    abrir('siNadieTieneElFoco');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Resumen' })).toHaveFocus());
  });
});
