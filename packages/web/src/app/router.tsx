/** Route table (seed 000 §2, seed 002 §2): /auth, /admin, /terms, /privacy; anything else → /admin. */
import { createBrowserRouter, Navigate } from 'react-router';
import { ControlCambiosPage } from '../features/control-cambios/pages/control-cambios-page.tsx';
import { ActivationPage } from '../features/cuenta/pages/activation-page.tsx';
import { ProfilePage } from '../features/cuenta/pages/profile-page.tsx';
import { SignInPage } from '../features/cuenta/pages/sign-in-page.tsx';
import { SignUpPage } from '../features/cuenta/pages/sign-up-page.tsx';
import { DetalleExpedientePage } from '../features/expedientes/pages/detalle-expediente-page.tsx';
import { ProcesosPage } from '../features/expedientes/pages/procesos-page.tsx';
import { PrivacyPage } from '../features/legal/pages/privacy-page.tsx';
import { TermsPage } from '../features/legal/pages/terms-page.tsx';
import { EstadoCargaPage } from '../features/registro/carga/estado-carga-page.tsx';
import { PlaceholderPage } from '../ui/placeholder-page.tsx';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { LegalLayout } from './layouts/legal-layout.tsx';

export const router = createBrowserRouter([
  {
    path: '/auth',
    element: <AuthLayout />,
    children: [
      { index: true, element: <Navigate to="/auth/sign-in/default" replace /> },
      { path: 'sign-in', element: <SignInPage /> },
      { path: 'sign-in/default', element: <SignInPage /> },
      { path: 'sign-up', element: <SignUpPage /> },
      { path: 'ActivarInvitacionControlCambios', element: <ActivationPage /> },
      // The template's full-screen maps path renders nothing (seed 002 §2).
      { path: 'full-screen-maps', element: null },
      { path: '*', element: <Navigate to="/auth/sign-in/default" replace /> },
    ],
  },
  // An invited user has no session yet, so this /admin path sits outside the guarded layout.
  {
    path: '/admin/ActivarInvitacionControlCambios',
    element: <AuthLayout />,
    children: [{ index: true, element: <ActivationPage /> }],
  },
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [
      { index: true, element: <Navigate to="/admin/default" replace /> },
      { path: 'default', element: <ProcesosPage /> },
      { path: 'DetalleDelExpediente', element: <DetalleExpedientePage /> },
      { path: 'DetalleDelExpediente/:id', element: <DetalleExpedientePage /> },
      { path: 'estado-carga-automatica/:id', element: <EstadoCargaPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'ControlCambios/:id', element: <ControlCambiosPage /> },
      { path: 'simulador-facturacion', element: <PlaceholderPage title="Simulador de facturación" /> },
      { path: 'beneficios-referidos', element: <PlaceholderPage title="Beneficios por referidos" /> },
      { path: '*', element: <Navigate to="/admin/default" replace /> },
    ],
  },
  {
    path: '/terms',
    element: <LegalLayout />,
    children: [
      { index: true, element: <Navigate to="/terms/terminos-y-condiciones" replace /> },
      { path: 'terminos-y-condiciones', element: <TermsPage /> },
    ],
  },
  {
    path: '/privacy',
    element: <LegalLayout />,
    children: [
      { index: true, element: <Navigate to="/privacy/politicas-de-privacidad" replace /> },
      { path: 'politicas-de-privacidad', element: <PrivacyPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/admin" replace /> },
]);
