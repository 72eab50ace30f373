/**
 * Renders a widget as the app does (Mantine, a fresh TanStack Query client, a router) with the API
 * answered by a table of routes instead of a server, and tells where the app navigated.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../app/theme.ts';

export interface LlamadaApi {
  method: string;
  path: string;
  body: unknown;
}

type Respuesta = ((llamada: LlamadaApi) => unknown) | object | string | number | boolean | null;

/**
 * Stubs fetch: `'GET /ControlCambiosDia/7'` → the JSON answered (or a function of the call). A
 * route may end with '*' to match a prefix. An unknown call answers 404 so a test sees it fail.
 */
export function stubApi(rutas: Record<string, Respuesta>) {
  const llamadas: LlamadaApi[] = [];
  const buscar = (method: string, path: string) =>
    Object.entries(rutas).find(([clave]) => {
      const [m, p] = clave.split(' ');
      if (m !== method) return false;
      return p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : path === p;
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = String(input).replace(/^\/api/, '');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const llamada = { method, path, body };
      llamadas.push(llamada);
      const ruta = buscar(method, path);
      if (!ruta) {
        return new Response(JSON.stringify({ code: 'NoEncontrado', message: `Sin ruta ${method} ${path}` }), {
          status: 404,
        });
      }
      const respuesta = typeof ruta[1] === 'function' ? ruta[1](llamada) : ruta[1];
      return new Response(JSON.stringify(respuesta), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return llamadas;
}

function Ubicacion() {
  const location = useLocation();
  return <div data-testid="ubicacion">{`${location.pathname}${location.search}`}</div>;
}

export function renderEnApp(ui: ReactElement, { ruta = '/' }: { ruta?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  return {
    queryClient,
    ...render(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[ruta]}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
            <Ubicacion />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  };
}
