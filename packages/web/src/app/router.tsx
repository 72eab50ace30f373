/**
 * Route table (seed 000 §2, seed 002 §2): /auth, /admin, /terms, /privacy; anything else → /admin.
 * Every layout and page is a lazy route: the entry holds only React, Mantine, the router and this
 * table, and each screen downloads its own chunk (the matched layout and page load in parallel).
 * New pages must be added the same way so their code never lands in the initial JavaScript.
 */
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { PageLoader } from './page-loader.tsx';
import { prefetchProcesos } from './prefetch-procesos.ts';

const lazyPages = {
  adminLayout: () => import('./layouts/admin-layout.tsx').then((m) => ({ Component: m.AdminLayout })),
  authLayout: () => import('./layouts/auth-layout.tsx').then((m) => ({ Component: m.AuthLayout })),
  legalLayout: () => import('./layouts/legal-layout.tsx').then((m) => ({ Component: m.LegalLayout })),
  signIn: () =>
    import('../features/cuenta/pages/sign-in-page.tsx').then((m) => ({ Component: m.SignInPage })),
  signUp: () =>
    import('../features/cuenta/pages/sign-up-page.tsx').then((m) => ({ Component: m.SignUpPage })),
  activation: () =>
    import('../features/cuenta/pages/activation-page.tsx').then((m) => ({ Component: m.ActivationPage })),
  profile: () =>
    import('../features/cuenta/pages/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
  procesos: () =>
    import('../features/expedientes/pages/procesos-page.tsx').then((m) => ({ Component: m.ProcesosPage })),
  detalle: () =>
    import('../features/expedientes/pages/detalle-expediente-page.tsx').then((m) => ({
      Component: m.DetalleExpedientePage,
    })),
  estadoCarga: () =>
    import('../features/registro/carga/estado-carga-page.tsx').then((m) => ({
      Component: m.EstadoCargaPage,
    })),
  controlCambios: () =>
    import('../features/control-cambios/pages/control-cambios-page.tsx').then((m) => ({
      Component: m.ControlCambiosPage,
    })),
  calendario: () =>
    import('../features/control-cambios/pages/calendario-page.tsx').then((m) => ({
      Component: m.CalendarioPage,
    })),
  usuariosAsociados: () =>
    import('../features/usuarios-asociados/pages/usuarios-asociados-page.tsx').then((m) => ({
      Component: m.UsuariosAsociadosPage,
    })),
  terms: () => import('../features/legal/pages/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
  privacy: () =>
    import('../features/legal/pages/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })),
  placeholder: (title: string) => () =>
    import('../ui/placeholder-page.tsx').then((m) => ({
      Component: () => <m.PlaceholderPage title={title} />,
    })),
};

export const router = createBrowserRouter([
  {
    // Shown while the first screen's chunks download.
    HydrateFallback: PageLoader,
    element: <Outlet />,
    children: [
      {
        path: '/auth',
        lazy: lazyPages.authLayout,
        children: [
          { index: true, element: <Navigate to="/auth/sign-in/default" replace /> },
          { path: 'sign-in', lazy: lazyPages.signIn },
          { path: 'sign-in/default', lazy: lazyPages.signIn },
          { path: 'sign-up', lazy: lazyPages.signUp },
          { path: 'ActivarInvitacionControlCambios', lazy: lazyPages.activation },
          // The template's full-screen maps path renders nothing (seed 002 §2).
          { path: 'full-screen-maps', element: null },
          { path: '*', element: <Navigate to="/auth/sign-in/default" replace /> },
        ],
      },
      // An invited user has no session yet, so this /admin path sits outside the guarded layout.
      {
        path: '/admin/ActivarInvitacionControlCambios',
        lazy: lazyPages.authLayout,
        children: [{ index: true, lazy: lazyPages.activation }],
      },
      {
        path: '/admin',
        lazy: lazyPages.adminLayout,
        children: [
          { index: true, element: <Navigate to="/admin/default" replace /> },
          {
            path: 'default',
            loader: prefetchProcesos,
            shouldRevalidate: () => false,
            lazy: lazyPages.procesos,
          },
          { path: 'DetalleDelExpediente', lazy: lazyPages.detalle },
          { path: 'DetalleDelExpediente/:id', lazy: lazyPages.detalle },
          { path: 'estado-carga-automatica/:id', lazy: lazyPages.estadoCarga },
          { path: 'profile', lazy: lazyPages.profile },
          { path: 'ControlCambios/:id', lazy: lazyPages.controlCambios },
          { path: 'CalendarioDeCambios', lazy: lazyPages.calendario },
          { path: 'UsuariosAsociados', lazy: lazyPages.usuariosAsociados },
          { path: 'simulador-facturacion', lazy: lazyPages.placeholder('Simulador de facturación') },
          { path: 'beneficios-referidos', lazy: lazyPages.placeholder('Beneficios por referidos') },
          { path: '*', element: <Navigate to="/admin/default" replace /> },
        ],
      },
      {
        path: '/terms',
        lazy: lazyPages.legalLayout,
        children: [
          { index: true, element: <Navigate to="/terms/terminos-y-condiciones" replace /> },
          { path: 'terminos-y-condiciones', lazy: lazyPages.terms },
        ],
      },
      {
        path: '/privacy',
        lazy: lazyPages.legalLayout,
        children: [
          { index: true, element: <Navigate to="/privacy/politicas-de-privacidad" replace /> },
          { path: 'politicas-de-privacidad', lazy: lazyPages.privacy },
        ],
      },
      { path: '*', element: <Navigate to="/admin" replace /> },
    ],
  },
]);
