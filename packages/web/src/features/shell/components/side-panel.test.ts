/**
 * The side panel's administrators' entry, rendered to HTML (the web tests run in node, without a
 * DOM): the administrators' list answering means an administrator; its 403 means a lawyer.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import type { SessionUser } from '../../cuenta/api/use-session-user.ts';
import { SidePanel } from './side-panel.tsx';

// The install dialog reads a browser-only store (useSyncExternalStore without a server snapshot).
vi.mock('../../onboarding/components/descargar-app-dialog.tsx', () => ({ DescargarAppDialog: () => null }));

const SESSION: SessionUser = {
  status: 'loaded',
  resumen: { nombre: 'Ana', apellido: 'Ruiz', email: 'ana@example.co', master: true, id: 1 },
  usuario: null,
};

/** The menu once GET /api/ComunicacionesProducto answered `lista` (or before it answered). */
async function menuWith(lista?: () => Promise<unknown>): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (lista) await queryClient.prefetchQuery({ queryKey: ['comunicaciones', 'lista'], queryFn: lista });
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(
        MantineProvider,
        null,
        createElement(
          MemoryRouter,
          { initialEntries: ['/admin/default'] },
          createElement(SidePanel, { session: SESSION, onNavigate: () => {} }),
        ),
      ),
    ),
  );
}

describe('the side panel for administrators', () => {
  it('shows an administrator the product communications page', async () => {
    const html = await menuWith(async () => []);
    expect(html).toContain('Comunicaciones del producto');
    expect(html).toContain('href="/admin/comunicaciones-producto"');
  });

  it('does not show it to a lawyer (the list answers 403)', async () => {
    const html = await menuWith(async () => {
      throw new ApiError(
        403,
        'SoloAdministrador',
        'Solo un administrador puede publicar o retirar comunicaciones.',
      );
    });
    expect(html).toContain('Procesos'); // the menu itself did render
    expect(html).not.toContain('Comunicaciones del producto');
    expect(html).not.toContain('/admin/comunicaciones-producto');
  });

  it('shows nothing until the list answers (no flash for lawyers)', async () => {
    const html = await menuWith();
    expect(html).toContain('Procesos');
    expect(html).not.toContain('Comunicaciones del producto');
  });
});
