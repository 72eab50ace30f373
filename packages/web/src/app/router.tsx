/**
 * Route table (seed 000 §2, seed 002 §2): /auth, /admin, /rtl, /terms, /privacy; anything else → /admin.
 * Every layout and page is a lazy route: the entry holds only React, Mantine, the router and this
 * table, and each screen downloads its own chunk (the matched layout and page load in parallel).
 * New pages must be added the same way so their code never lands in the initial JavaScript.
 */
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { PageLoader } from './page-loader.tsx';
import { precargarDetalleExpediente } from './prefetch-detalle.ts';
import { precargarProcesos } from './prefetch-procesos.ts';

const lazyPages = {
  adminLayout: () => import('./layouts/admin-layout.tsx').then((m) => ({ Component: m.AdminLayout })),
  rtlLayout: () => import('./layouts/admin-layout.tsx').then((m) => ({ Component: m.RtlLayout })),
  authLayout: () => import('./layouts/auth-layout.tsx').then((m) => ({ Component: m.AuthLayout })),
  legalLayout: () => import('./layouts/legal-layout.tsx').then((m) => ({ Component: m.LegalLayout })),
  signIn: () =>
    import('../features/cuenta/pages/sign-in-page.tsx').then((m) => ({ Component: m.SignInPage })),
  olvideContrasena: () =>
    import('../features/cuenta/pages/olvide-contrasena-page.tsx').then((m) => ({
      Component: m.OlvideContrasenaPage,
    })),
  restablecerContrasena: () =>
    import('../features/cuenta/pages/restablecer-contrasena-page.tsx').then((m) => ({
      Component: m.RestablecerContrasenaPage,
    })),
  verificarCorreo: () =>
    import('../features/cuenta/pages/verificar-correo-page.tsx').then((m) => ({
      Component: m.VerificarCorreoPage,
    })),
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
  notificaciones: () =>
    import('../features/notificaciones/pages/notificaciones-page.tsx').then((m) => ({
      Component: m.NotificacionesPage,
    })),
  configuracionNotificaciones: () =>
    import('../features/notificaciones/pages/configuracion-notificaciones-page.tsx').then((m) => ({
      Component: m.ConfiguracionNotificacionesPage,
    })),
  resultadoConsulta: () =>
    import('../features/resultado-consulta/pages/resultado-consulta-page.tsx').then((m) => ({
      Component: m.ResultadoConsultaPage,
    })),
  ultimosCambios: () =>
    import('../features/ultimos-cambios/ultimos-cambios-page.tsx').then((m) => ({
      Component: m.UltimosCambiosPage,
    })),
  informeVerificacion: () =>
    import('../features/verificacion/informe-verificacion-page.tsx').then((m) => ({
      Component: m.InformeVerificacionPage,
    })),
  wrappedPublico: () =>
    import('../features/wrapped/wrapped-publico-page.tsx').then((m) => ({
      Component: m.WrappedPublicoPage,
    })),
  simuladorFacturacion: () =>
    import('../features/simulador-facturacion/pages/simulador-facturacion-page.tsx').then((m) => ({
      Component: m.SimuladorFacturacionPage,
    })),
  preciosControlCambios: () =>
    import('../features/simulador-facturacion/pages/precios-control-cambios-page.tsx').then((m) => ({
      Component: m.PreciosControlCambiosPage,
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
          { path: 'olvide-contrasena', lazy: lazyPages.olvideContrasena },
          { path: 'restablecer-contrasena', lazy: lazyPages.restablecerContrasena },
          { path: 'verificar-correo', lazy: lazyPages.verificarCorreo },
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
            loader: precargarProcesos,
            shouldRevalidate: () => false,
            lazy: lazyPages.procesos,
          },
          { path: 'DetalleDelExpediente', lazy: lazyPages.detalle, loader: precargarDetalleExpediente },
          { path: 'DetalleDelExpediente/:id', lazy: lazyPages.detalle, loader: precargarDetalleExpediente },
          { path: 'estado-carga-automatica/:id', lazy: lazyPages.estadoCarga },
          { path: 'profile', lazy: lazyPages.profile },
          { path: 'ControlCambios/:id', lazy: lazyPages.controlCambios },
          { path: 'CalendarioDeCambios', lazy: lazyPages.calendario },
          { path: 'UsuariosAsociados', lazy: lazyPages.usuariosAsociados },
          { path: 'NotificacionesCambio', lazy: lazyPages.notificaciones },
          { path: 'NotificacionesCambio/Configuracion', lazy: lazyPages.configuracionNotificaciones },
          { path: 'ResultadoConsulta', lazy: lazyPages.resultadoConsulta },
          { path: 'ResultadoConsulta/:id', lazy: lazyPages.resultadoConsulta },
          { path: 'UltimosCambios', lazy: lazyPages.ultimosCambios },
          { path: 'informe-procesos-verificados/:id', lazy: lazyPages.informeVerificacion },
          { path: 'simulador-facturacion', lazy: lazyPages.simuladorFacturacion },
          { path: 'PreciosControlCambios', lazy: lazyPages.preciosControlCambios },
          {
            path: 'Servicios-integrados',
            lazy: () =>
              import('../features/superintendencias/pages/servicios-integrados-page.tsx').then((m) => ({
                Component: m.ServiciosIntegradosPage,
              })),
          },
          {
            path: 'beneficios-referidos',
            lazy: () =>
              import('../features/referidos/pages/beneficios-referidos-page.tsx').then((m) => ({
                Component: m.BeneficiosReferidosPage,
              })),
          },
          {
            path: 'comunicaciones-producto',
            lazy: () =>
              import('../features/onboarding/pages/comunicaciones-producto-page.tsx').then((m) => ({
                Component: m.ComunicacionesProductoPage,
              })),
          },
          {
            path: 'calendario-terminos',
            lazy: () =>
              import('../features/calendario-feed/calendario-terminos-page.tsx').then((m) => ({
                Component: m.CalendarioTerminosPage,
              })),
          },
          { path: '*', element: <Navigate to="/admin/default" replace /> },
        ],
      },
      // Right to left (seed 002 §2): the admin shell mirrored; its default page is the case list,
      // titled 'Expedientes'.
      {
        path: '/rtl',
        lazy: lazyPages.rtlLayout,
        children: [
          { index: true, element: <Navigate to="/rtl/rtl-default" replace /> },
          {
            path: 'rtl-default',
            loader: precargarProcesos,
            shouldRevalidate: () => false,
            lazy: lazyPages.procesos,
          },
          { path: '*', element: <Navigate to="/rtl/rtl-default" replace /> },
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
      // A shared yearly summary opens without a session (aggregates only).
      { path: '/resumen-anual/:id', lazy: lazyPages.wrappedPublico },
      { path: '*', element: <Navigate to="/admin" replace /> },
    ],
  },
]);
