/**
 * The case card's editors mount when the lawyer reaches for them (issue 21, item 18) and stay
 * usable from the keyboard: the stage picker turns into the combobox on focus and saves a stage
 * chosen with the arrows; the tag form opens, closes with Escape and gives the focus back; the
 * delete dialog opens, cancels and gives the focus back; the 'Recomendada' chip shows its advice.
 */
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { unExpediente } from '../../../test/fixtures-control.ts';
import { renderEnApp, stubApi } from '../../../test/render.tsx';
import { EliminarExpedienteButton } from './eliminar-expediente-dialog.tsx';
import { EtapaProcesalPicker } from './etapa-procesal-picker.tsx';
import { EtiquetaTab } from './etiqueta-tab.tsx';
import { SourceChip } from './source-chip.tsx';

const ETAPAS = [
  { id: 1, valor: 'Admisión' },
  { id: 2, valor: 'Pruebas' },
];

describe('the stage picker', () => {
  it('shows the stage without the combobox, and from the keyboard opens it and saves a stage', async () => {
    const llamadas = stubApi({
      'GET /ListaMaestra?*': ETAPAS,
      'PUT /Expedientes/5/EtapaProcesal/2': { id: 5, idEtapaProcesal: 2 },
      'GET /*': null,
    });
    const user = userEvent.setup();
    renderEnApp(
      <>
        <button type="button">antes</button>
        <EtapaProcesalPicker idExpediente={5} idEtapaProcesal={1} />
      </>,
    );
    const campo = screen.getByRole('textbox', { name: 'Etapa procesal' });
    await waitFor(() => expect(campo).toHaveValue('Admisión'));
    // At rest: no combobox, no listbox.
    expect(campo).not.toHaveAttribute('aria-haspopup');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'antes' }));
    await user.tab();
    const combobox = screen.getByRole('textbox', { name: 'Etapa procesal' });
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-haspopup', 'listbox');
    expect(await screen.findByRole('option', { name: 'Pruebas' })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(llamadas.some((llamada) => llamada.method === 'PUT')).toBe(true));
    expect(llamadas.filter((llamada) => llamada.method === 'PUT').map((llamada) => llamada.path)).toEqual([
      '/Expedientes/5/EtapaProcesal/2',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Etapa procesal' })).toHaveValue('Pruebas'),
    );
  });

  it('mounts the combobox when the pointer comes over it, without taking the focus', async () => {
    stubApi({ 'GET /ListaMaestra?*': ETAPAS, 'GET /*': null });
    const user = userEvent.setup();
    renderEnApp(<EtapaProcesalPicker idExpediente={5} idEtapaProcesal={null} />);
    await user.hover(screen.getByRole('textbox', { name: 'Etapa procesal' }));
    const combobox = screen.getByRole('textbox', { name: 'Etapa procesal' });
    expect(combobox).toHaveAttribute('aria-haspopup', 'listbox');
    expect(combobox).not.toHaveFocus();
    await user.click(combobox);
    expect(await screen.findByRole('option', { name: 'Admisión' })).toBeInTheDocument();
  });
});

describe('the tag tab', () => {
  it('opens its form on demand, closes it with Escape and gives the focus back to the button', async () => {
    stubApi({ 'GET /*': null });
    const user = userEvent.setup();
    renderEnApp(<EtiquetaTab idExpediente={5} etiqueta={null} />);
    expect(screen.queryByRole('form', { name: 'Etiqueta' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Añadir etiqueta' }));
    const campo = screen.getByRole('textbox', { name: 'Etiqueta' });
    expect(campo).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Etiqueta' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Añadir etiqueta' })).toHaveFocus();
  });

  it('saves with Enter and shows the tag as a button that edits it', async () => {
    const llamadas = stubApi({
      'PUT /Expedientes/5/Etiqueta?*': { id: 5, etiqueta: 'Cliente VIP' },
      'GET /*': null,
    });
    const user = userEvent.setup();
    renderEnApp(
      <>
        <Notifications />
        <EtiquetaTab idExpediente={5} etiqueta={null} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Añadir etiqueta' }));
    await user.keyboard('Cliente VIP{Enter}');
    expect(await screen.findByTestId('etiqueta')).toHaveTextContent('Cliente VIP');
    expect(llamadas.find((llamada) => llamada.method === 'PUT')?.path).toBe(
      '/Expedientes/5/Etiqueta?etiqueta=Cliente+VIP',
    );
    expect(screen.getByRole('button', { name: 'Etiqueta: Cliente VIP. Editar etiqueta' })).toHaveFocus();
  });
});

describe('the delete button', () => {
  it('mounts its dialog when pressed; Cancelar closes it and the focus goes back to the button', async () => {
    stubApi({ 'GET /*': null });
    const user = userEvent.setup();
    renderEnApp(<EliminarExpedienteButton expediente={unExpediente()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const boton = screen.getByRole('button', { name: 'Eliminar expediente' });
    await user.click(boton);
    const dialogo = await screen.findByRole('dialog', { name: 'Eliminar expediente' });
    expect(dialogo).toHaveTextContent('11001310300120230012300');
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(boton).toHaveFocus());
  });
});

describe('the Recomendada chip', () => {
  it('shows and hides its advice from the keyboard', async () => {
    const user = userEvent.setup();
    renderEnApp(<SourceChip tipoFuente={4} context={{ isRecomendada: true }} />);
    const chip = screen.getByRole('button', { name: /Recomendada/ });
    expect(chip).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(chip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chip).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Te recomendamos activar Samai/)).toBeVisible();
    await user.keyboard('{Escape}');
    expect(chip).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Te recomendamos activar/)).toBeNull();
  });
});
