/** The two notification guides share one way out: 'Entendido' closes them (and marks them seen). */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderEnApp } from '../../../test/render.tsx';
import { GuiaNotificaciones, GuiaPestanaNotificaciones } from './guia-notificaciones.tsx';

describe('the notification guides', () => {
  it.each([
    ['Guía de notificaciones', GuiaNotificaciones],
    ['Tus notificaciones', GuiaPestanaNotificaciones],
  ])("'%s' closes with 'Entendido'", async (etiqueta, Guia) => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderEnApp(<Guia opened onClose={onClose} />);
    const guia = await screen.findByRole('region', { name: etiqueta });
    await user.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(guia).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
