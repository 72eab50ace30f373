/**
 * The calendar of changes opens on the engine's month, not the browser's: in the demo the court
 * simulator's day may be weeks from the real one, and a night's control was then out of sight.
 */
import type { ControlHistorialItem } from '@expediente/domain/contrato/control-cambios';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEnApp, stubApi } from '../../../test/render.tsx';
import { CalendarioPage } from './calendario-page.tsx';

const control: ControlHistorialItem = {
  id: 41,
  idFecha: 20240314,
  totalCambios: 3,
  totalCambiosRevisados: 1,
  haCompartidoInforme: false,
  totalCambiosDelDia: 3,
  totalProcesosSinCambios: 0,
  totalNoConsultados: 0,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the calendar of changes', () => {
  it("opens on the engine's month, marks its today and moves month by month", async () => {
    // March 2024 is far from whatever day the machine running this test has.
    const llamadas = stubApi({
      'GET /ControlCambiosDia/Hoy': { idFecha: 20240315, fecha: '2024-03-15' },
      'GET /ControlCambiosDia/Historial*': ({ path }) => (path.includes('desde=20240301') ? [control] : []),
    });
    const user = userEvent.setup();
    renderEnApp(<CalendarioPage />);
    expect(await screen.findByTestId('mes-calendario')).toHaveTextContent('marzo de 2024');
    // jsdom drops the spaces around the visually hidden words that a browser keeps (sin-recortes.spec.ts).
    expect(
      await screen.findByRole('button', { name: /Control del\s*14\s*\(de marzo\)/ }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-hoy="true"]')).toHaveAttribute('data-fecha', '20240315');
    // The month's range is asked for, never the whole history.
    expect(llamadas.filter((llamada) => llamada.path.startsWith('/ControlCambiosDia/Historial'))).toEqual([
      { method: 'GET', path: '/ControlCambiosDia/Historial?desde=20240301&hasta=20240331', body: undefined },
    ]);

    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(screen.getByTestId('mes-calendario')).toHaveTextContent('abril de 2024');
    expect(llamadas.at(-1)?.path).toBe('/ControlCambiosDia/Historial?desde=20240401&hasta=20240430');
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(screen.getByTestId('mes-calendario')).toHaveTextContent('febrero de 2024');
  });

  it("falls back on the browser's month when the engine's day cannot be read", async () => {
    stubApi({ 'GET /ControlCambiosDia/Historial*': [] });
    renderEnApp(<CalendarioPage />);
    const mes = new Intl.DateTimeFormat('es-CO', {
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Bogota',
    })
      .format(new Date())
      .toLowerCase();
    expect(await screen.findByTestId('mes-calendario')).toHaveTextContent(mes);
  });
});
