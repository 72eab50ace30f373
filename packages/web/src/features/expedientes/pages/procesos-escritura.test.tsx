/**
 * Typing in a card's summary editor re-renders the editor only (issue 21, item 18): not the
 * Procesos list, not the other cards, not the card around the editor; and a new answer for the
 * list draws again only the card whose case changed. Every card draws its
 * 'Despacho' field through CaseField, so its render count moves whenever a card (or the list above
 * the cards) renders again.
 */

import type { Expediente, PaginaExpedientes } from '@expediente/domain/contrato/expedientes';
import type { InfiniteData } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { unExpediente } from '../../../test/fixtures-control.ts';
import { renderEnApp, stubApi } from '../../../test/render.tsx';
import { expedientesRootKey } from '../api/use-expedientes.ts';
import { serializarResumen } from '../components/resumen/resumen-format.ts';
import { ProcesosPage } from './procesos-page.tsx';

const renders = vi.hoisted(() => ({ despacho: 0 }));
vi.mock('../components/case-field.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('../components/case-field.tsx')>();
  return {
    ...original,
    CaseField: (props: Parameters<typeof original.CaseField>[0]) => {
      if (props.label === 'Despacho') renders.despacho += 1;
      return original.CaseField(props);
    },
  };
});

function caso(id: number): Expediente {
  return unExpediente({
    id,
    numero: `1100140030272024001${String(id).padStart(2, '0')}00`,
    resumen: serializarResumen([{ type: 'paragraph', children: [{ text: `Resumen del caso ${id}` }] }]),
    despacho: 'Juzgado 027 Civil Municipal de Bogotá',
    clase: 'Ejecutivo',
    ciudad: 'Bogotá, D.C.',
    demandantes: 'ANA PÉREZ',
    demandados: 'BANCO X',
  });
}

/** Puts the caret at the end of the text (jsdom has no layout to place it from a click). */
async function caretAlFinal(texto: HTMLElement) {
  const nodos = texto.querySelectorAll('[data-slate-string]');
  const ultimo = nodos[nodos.length - 1]?.firstChild as Text;
  document.getSelection()?.setBaseAndExtent(ultimo, ultimo.length, ultimo, ultimo.length);
  document.dispatchEvent(new Event('selectionchange'));
  await new Promise((resolve) => setTimeout(resolve, 150));
}

describe('typing in a card summary', () => {
  beforeEach(() => {
    renders.despacho = 0;
  });

  it('does not render the list or any card again, and a changed case draws only its card', async () => {
    const expedientes = [caso(1), caso(2), caso(3)];
    stubApi({
      'GET /Expedientes?*': {
        expedientes,
        total: 3,
        pagina: 1,
        totalPaginas: 1,
        tamanoPagina: 20,
        haySiguiente: false,
        siguiente: null,
      },
      'GET /*': null,
    });
    const user = userEvent.setup();
    const { queryClient } = renderEnApp(<ProcesosPage />, { ruta: '/admin/default' });
    // Isolated (vitest.config.ts), this file loads Mantine and the lazy Slate editor cold: on a busy
    // machine that took more than Testing Library's default second.
    const tarjetas = await screen.findAllByTestId('case-card', {}, { timeout: 10_000 });
    await waitFor(() => expect(screen.getAllByTestId('case-card')).toHaveLength(3));
    await user.dblClick(within(tarjetas[0]).getByTestId('resumen-preview'));
    const texto = await within(tarjetas[0]).findByRole('textbox', { name: 'Resumen' }, { timeout: 10_000 });
    await user.click(texto);
    await caretAlFinal(texto);
    const antes = renders.despacho;
    expect(antes).toBeGreaterThanOrEqual(3);

    await user.keyboard(' admitido el lunes');

    expect(texto).toHaveTextContent('Resumen del caso 1 admitido el lunes');
    expect(within(tarjetas[0]).getByRole('button', { name: 'Guardar' })).toBeEnabled();
    expect(renders.despacho - antes).toBe(0);

    // The counter does see the list render: a new answer for the list (one case's tag changed)
    // draws that one card again, and only it (the cards are memoised).
    await act(async () => {
      queryClient.setQueriesData<InfiniteData<PaginaExpedientes>>({ queryKey: expedientesRootKey }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                expedientes: page.expedientes.map((expediente) =>
                  expediente.id === 3 ? { ...expediente, etiqueta: 'Urgente' } : expediente,
                ),
              })),
            }
          : data,
      );
    });
    await waitFor(() => expect(renders.despacho - antes).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(renders.despacho - antes).toBe(1);
  });
});
