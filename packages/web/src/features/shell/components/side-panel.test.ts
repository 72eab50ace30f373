/**
 * The side panel's administrators' entry, rendered to HTML (the web tests run in node, without a
 * DOM): shown when the session user says the person is an administrator (esAdministrador).
 */
import type { UsuarioExpedienteDigital } from '@expediente/domain/contrato/cuenta';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../cuenta/index.ts';
import { SidePanel } from './side-panel.tsx';

const USUARIO: UsuarioExpedienteDigital = {
  formaNotificacion: null,
  enviarResumen: false,
  enviarNotificacionesPorDefecto: true,
  enviarCorreoSinCambios: false,
  correoDiarioSuspendido: false,
  esCuentaPrincipal: true,
  idAbogado: 1,
  perfilCliente: 'Ab_Litigante_Independiente',
  yaAccedioPorPrimeraVez: true,
  guiaNotificacionesVista: true,
  yaAccedioPorPrimeraVezNotificaciones: true,
  haVistoTutorialDependiente: true,
  haVistoTutorialCoordinador: true,
  existe: true,
  yaVioElInformedeVerificacion: true,
  esAdministrador: false,
  correoVerificado: true,
};

/** The menu for a session whose user is (or is not yet) known. */
function menuFor(usuario: UsuarioExpedienteDigital | null): string {
  const session: SessionUser = {
    status: 'loaded',
    resumen: { nombre: 'Ana', apellido: 'Ruiz', email: 'ana@example.co', master: true, id: 1 },
    usuario,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
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
          createElement(SidePanel, { session, onNavigate: () => {} }),
        ),
      ),
    ),
  );
}

describe('the side panel for administrators', () => {
  it('shows an administrator the product communications page', () => {
    const html = menuFor({ ...USUARIO, esAdministrador: true });
    expect(html).toContain('Comunicaciones del producto');
    expect(html).toContain('href="/admin/comunicaciones-producto"');
  });

  it('does not show it to a lawyer', () => {
    const html = menuFor(USUARIO);
    expect(html).toContain('Procesos'); // the menu itself did render
    expect(html).not.toContain('Comunicaciones del producto');
    expect(html).not.toContain('/admin/comunicaciones-producto');
  });

  it('shows nothing until the session user is known', () => {
    const html = menuFor(null);
    expect(html).toContain('Procesos');
    expect(html).not.toContain('Comunicaciones del producto');
  });
});
