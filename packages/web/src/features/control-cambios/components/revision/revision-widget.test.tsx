/**
 * The review widget as the lawyer uses it (issue 21.1, seed 001 §4): opening a change leaves
 * Anterior and Siguiente free; typing blocks them with 'Guarda los cambios antes de continuar';
 * saving frees them and moves on.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  actualizado,
  unaNavegacion,
  unCambioDetalle,
  unExpediente,
} from '../../../../test/fixtures-control.ts';
import { renderEnApp, stubApi } from '../../../../test/render.tsx';
import { CONSULTA_EN_LINEA, dentroDeLaVentana, RevisionWidget } from './revision-widget.tsx';

const NAVEGACION = 'GET /ControlCambiosDia/7/Navegacion/?idCambio=11&filtradoPor=Todos';
const conclusion = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }]);

function abrir(cambio = unCambioDetalle()) {
  const llamadas = stubApi({
    'GET /CambioEnExpedienteDigital/11': cambio,
    [NAVEGACION]: unaNavegacion(),
    'PUT /CambioEnExpedienteDigital/11/Revisado': ({ body }) =>
      actualizado({ ...cambio, estado: 1, conclusion: (body as { conclusion: string }).conclusion }),
    'PUT /CambioEnExpedienteDigital/11/Conclusion': ({ body }) =>
      actualizado({ ...cambio, conclusion: (body as { conclusion: string }).conclusion }),
  });
  renderEnApp(<RevisionWidget idCambio={11} rol="dependiente" expediente={unExpediente()} />, {
    ruta: '/admin/DetalleDelExpediente/5?idCambio=11&rol=dependiente',
  });
  return llamadas;
}

const siguiente = () => screen.getByRole('button', { name: 'Siguiente' });
const anterior = () => screen.getByRole('button', { name: 'Anterior' });

async function editorListo() {
  const editor = await screen.findByRole('textbox', { name: 'Conclusión' }, { timeout: 3000 });
  await screen.findByText('2 de 3');
  return editor;
}

describe('the review widget', () => {
  it('opens a change with Anterior and Siguiente enabled although the editor takes the focus', async () => {
    abrir();
    const editor = await editorListo();
    await waitFor(() => expect(document.activeElement).toBe(editor));
    expect(siguiente()).toBeEnabled();
    expect(anterior()).toBeEnabled();
    expect(screen.queryByText('Guarda los cambios antes de continuar')).toBeNull();
  });

  it('opens an already reviewed change with the navigation free, and a click in its text keeps it free', async () => {
    const user = userEvent.setup();
    abrir(unCambioDetalle({ estado: 1, conclusion: conclusion('Ya revisado') }));
    const editor = await editorListo();
    await user.click(editor);
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    expect(siguiente()).toBeEnabled();
  });

  it('blocks moving away while the conclusion is unsaved, with the message, and saving moves on', async () => {
    const user = userEvent.setup();
    const llamadas = abrir();
    const editor = await editorListo();
    await user.click(editor);
    await user.keyboard('Contestar la demanda');
    expect(siguiente()).toBeDisabled();
    expect(anterior()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Guarda los cambios antes de continuar');

    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() =>
      expect(screen.getByTestId('ubicacion')).toHaveTextContent(
        '/admin/DetalleDelExpediente/6?idCambio=12&rol=dependiente',
      ),
    );
    const guardado = llamadas.find((llamada) => llamada.method === 'PUT');
    expect(guardado?.path).toBe('/CambioEnExpedienteDigital/11/Revisado');
    expect(JSON.stringify(guardado?.body)).toContain('Contestar la demanda');
    expect(siguiente()).toBeEnabled();
    expect(screen.queryByText('Guarda los cambios antes de continuar')).toBeNull();
  });

  it("takes Tito's draft as an unsaved edit and shows it whole", async () => {
    const user = userEvent.setup();
    const borrador = 'Revisar el auto y preparar la contestación dentro del término de traslado. '.repeat(4);
    abrir(unCambioDetalle({ borradorConclusion: borrador }));
    await editorListo();
    expect(screen.getByTestId('borrador-tito')).toHaveTextContent(borrador.trim());
    await user.click(screen.getByRole('button', { name: 'Usar borrador' }));
    expect(siguiente()).toBeDisabled();
    // The editor holding the draft takes the focus from the button: typing goes on at once.
    const editor = await screen.findByRole('textbox', { name: 'Conclusión' });
    await waitFor(() => expect(editor).toHaveFocus());
    expect(editor).toHaveTextContent('Revisar el auto y preparar la contestación');
    // After the draft, not in front of it ("Llamar al cliente.Revisar el auto…" before, 28/11).
    await new Promise((resolve) => setTimeout(resolve, 150));
    await user.keyboard(' Llamar al cliente.');
    expect(editor.textContent?.trim()).toMatch(/traslado\.\s+Llamar al cliente\.$/);
  });
});

describe('the review widget on a desk and on a phone (issue 21.6, 24.3)', () => {
  it('moves with the arrow keys and is minimised and shown again from the keyboard', async () => {
    const user = userEvent.setup();
    abrir();
    await editorListo();
    const widget = screen.getByRole('dialog', { name: 'Revisión del cambio' });
    const antes = { left: widget.style.left, top: widget.style.top };
    screen.getByRole('button', { name: 'Mover revisión' }).focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    expect(Number.parseFloat(widget.style.left)).toBe(Number.parseFloat(antes.left) - 48);
    expect(Number.parseFloat(widget.style.top)).toBe(Number.parseFloat(antes.top) + 24);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Minimizar revisión' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Conclusión' })).toBeNull();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('textbox', { name: 'Conclusión' })).toBeInTheDocument();
  });

  it('keeps the header and part of the card inside the window however far it is dragged', () => {
    expect(dentroDeLaVentana({ x: 2000, y: 2000 }, 1366, 800)).toEqual({ x: 966, y: 540 });
    expect(dentroDeLaVentana({ x: -50, y: -10 }, 1366, 800)).toEqual({ x: 0, y: 0 });
  });

  it('is a section of the page on a phone, not a panel over it', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === CONSULTA_EN_LINEA,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    abrir();
    await editorListo();
    expect(screen.queryByRole('dialog', { name: 'Revisión del cambio' })).toBeNull();
    const region = screen.getByRole('region', { name: 'Revisión del cambio' });
    expect(region.style.position).not.toBe('fixed');
    expect(screen.queryByRole('button', { name: 'Mover revisión' })).toBeNull();
  });
});
