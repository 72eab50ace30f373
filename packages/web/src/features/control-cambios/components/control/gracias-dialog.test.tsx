/**
 * The thank-you dialog's confetti (issue 21.5, 24.4): drawn without a blob: worker, which the
 * strict CSP blocks, and not at all when the system asks for less motion.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderEnApp } from '../../../../test/render.tsx';
import { GraciasDialog, tituloGracias } from './gracias-dialog.tsx';

const { canon, create } = vi.hoisted(() => {
  const canon = vi.fn(async () => null);
  return { canon, create: vi.fn(() => canon) };
});
vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { create }) }));

function conMovimientoReducido(reducido: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reducido && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

async function abrirDialogo() {
  renderEnApp(
    <GraciasDialog
      titulo="¡Gracias por revisar los cambios de hoy!"
      opened
      onClose={() => {}}
      onVerInforme={() => {}}
    />,
  );
  expect(await screen.findByRole('button', { name: 'Ver informe' })).toBeVisible();
}

describe('the thank-you dialog', () => {
  beforeEach(() => {
    canon.mockClear();
    create.mockClear();
  });

  it('throws confetti from a cannon that uses no worker', async () => {
    conMovimientoReducido(false);
    await abrirDialogo();
    await waitFor(() => expect(canon).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(undefined, expect.objectContaining({ useWorker: false }));
  });

  it('throws none when the system asks for less motion', async () => {
    conMovimientoReducido(true);
    await abrirDialogo();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();
  });
});

describe("the thank-you dialog's title", () => {
  it("thanks for today's changes on the engine's today, and names a past day's date", () => {
    const control = { idFecha: 20261125, fecha: '25/11/2026' };
    expect(tituloGracias(control, 20261125)).toBe('¡Gracias por revisar los cambios de hoy!');
    expect(tituloGracias(control, 20261127)).toBe('¡Gracias por revisar los cambios del 25/11/2026!');
  });
});
