/**
 * The inbox opens on 'Hoy' as the seed asks, even when it is empty; then it points to the most
 * recent earlier group with notifications, so a lawyer whose last news came days ago finds them.
 */
import type { PaginaNotificaciones, ResumenNotificaciones } from '@expediente/domain/contrato/notificaciones';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEnApp, stubApi } from '../../../test/render.tsx';
import { NotificacionesPage } from './notificaciones-page.tsx';

const vacia: PaginaNotificaciones = { notificaciones: [], total: 0, pagina: 1, hayMas: false };

function abrir(resumen: ResumenNotificaciones) {
  const llamadas = stubApi({
    'GET /NotificacionesCambio/Resumen': resumen,
    'GET /NotificacionesCambio?*': vacia,
  });
  renderEnApp(<NotificacionesPage />, { ruta: '/admin/NotificacionesCambio' });
  return llamadas;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the inbox with nothing today', () => {
  it("says so under 'Hoy' and leads to the most recent earlier group", async () => {
    const llamadas = abrir({ countHoy: 0, countAyer: 0, countAntes: 3, countNoVistas: 2 });
    expect(await screen.findByText('Hoy no tuviste cambios')).toBeVisible();
    expect(screen.getByRole('tab', { name: /^Hoy/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Ver las notificaciones anteriores' }));
    expect(screen.getByRole('tab', { name: /^Antes/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('ubicacion')).toHaveTextContent('/admin/NotificacionesCambio?grupo=Antes');
    expect(llamadas.some((llamada) => llamada.path.includes('groupBy=Antes'))).toBe(true);
  });

  it('names yesterday when yesterday holds some', async () => {
    abrir({ countHoy: 0, countAyer: 1, countAntes: 3, countNoVistas: 1 });
    expect(await screen.findByRole('button', { name: 'Ver las notificaciones de ayer' })).toBeVisible();
  });

  it('shows only the general empty state when there is no notification at all', async () => {
    abrir({ countHoy: 0, countAyer: 0, countAntes: 0, countNoVistas: 0 });
    // With no notification at all, the general empty state (seed 001) stands alone.
    expect(await screen.findByText('Aún no tienes notificaciones')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Ver las notificaciones/ })).toBeNull();
  });
});
