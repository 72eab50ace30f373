/**
 * /admin: side panel, top bar and content, for a signed-in user only. /rtl (seed 002 §2) is the
 * same shell laid out right to left: the document's direction is 'rtl' while it is shown, so
 * Mantine's logical styles mirror the panel, the bar and the portals (menus, dialogs).
 */
import { AppShell, Progress } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useSessionUser } from '../../features/cuenta/api/use-session-user.ts';
import { SidePanel } from '../../features/shell/components/side-panel.tsx';
import { TopBar } from '../../features/shell/components/top-bar.tsx';
import { startRealtime, stopRealtime } from '../../lib/realtime/realtime-connection.ts';
import { leerTokenExpediente } from '../../lib/session.ts';
import { RequireSession } from '../require-session.tsx';
import { useSessionRejectedRedirect } from '../use-session-rejected-redirect.ts';

// The onboarding flows and the year's summary are their own chunks, downloaded after the shell's
// first commit: not preloaded with the landing route's code (issue 21, item 18).
const OnboardingHost = lazy(() =>
  import('../../features/onboarding/onboarding-host.tsx').then((modulo) => ({
    default: modulo.OnboardingHost,
  })),
);
const WrappedDialog = lazy(() =>
  import('../../features/wrapped/wrapped-dialog.tsx').then((modulo) => ({ default: modulo.WrappedDialog })),
);

function AdminShell({ dir = 'ltr' }: { dir?: 'ltr' | 'rtl' }) {
  const session = useSessionUser();
  const [isNavbarOpen, navbar] = useDisclosure(false);
  // Pages are lazy chunks: a thin bar says the next one is downloading.
  const isLoadingPage = useNavigation().state === 'loading';
  useSessionRejectedRedirect();

  useEffect(() => {
    if (dir === 'ltr') return;
    const root = document.documentElement;
    const previous = root.getAttribute('dir');
    root.setAttribute('dir', dir);
    return () => {
      if (previous === null) root.removeAttribute('dir');
      else root.setAttribute('dir', previous);
    };
  }, [dir]);

  // The onboarding flows (the welcome dialog first) and the year's summary mount in a background
  // render after the shell's first commit: they are not the first screen, and with the welcome
  // dialog a new lawyer gets they held the first screen of cards back by about 0.1 s on the bench
  // (issue 21, item 18; bench/RESULTS.md § 0004).
  const conAnfitriones = useDeferredValue(true, false);

  const idAbogado = session.usuario?.idAbogado;
  useEffect(() => {
    const token = leerTokenExpediente();
    if (idAbogado === undefined || !token) return;
    startRealtime(token, String(idAbogado));
    return () => stopRealtime();
  }, [idAbogado]);

  return (
    <AppShell
      layout="alt"
      header={{ height: 64 }}
      navbar={{ width: 270, breakpoint: 'lg', collapsed: { mobile: !isNavbarOpen } }}
      padding={{ base: 'sm', md: 'lg' }}
    >
      <AppShell.Header>
        {isLoadingPage ? (
          <Progress
            value={100}
            animated
            size="xs"
            radius={0}
            pos="absolute"
            top={0}
            left={0}
            right={0}
            aria-label="Cargando página"
          />
        ) : null}
        <TopBar session={session} isNavbarOpen={isNavbarOpen} onToggleNavbar={navbar.toggle} />
      </AppShell.Header>
      <AppShell.Navbar>
        <SidePanel session={session} onNavigate={navbar.close} />
      </AppShell.Navbar>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Outlet />
        {conAnfitriones ? (
          <Suspense fallback={null}>
            <WrappedDialog />
            <OnboardingHost session={session} />
          </Suspense>
        ) : null}
      </AppShell.Main>
    </AppShell>
  );
}

export function AdminLayout() {
  return (
    <RequireSession>
      <AdminShell />
    </RequireSession>
  );
}

export function RtlLayout() {
  return (
    <RequireSession>
      <AdminShell dir="rtl" />
    </RequireSession>
  );
}
