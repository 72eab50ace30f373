/**
 * Mantine, toasts and TanStack Query around the whole app. No @mantine/dates: no screen has a date
 * input, and its provider, styles and dayjs were on every first load (issue 21, item 18).
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import notificaciones from './notificaciones.module.css';
import { theme, variablesAccesibles } from './theme.ts';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={variablesAccesibles}>
      <Notifications
        position="top-center"
        classNames={{ root: notificaciones.raiz }}
        limit={4}
        zIndex={1000}
      />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
