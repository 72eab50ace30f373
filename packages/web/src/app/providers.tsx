/** Mantine (Spanish, es-CO dates), toasts and TanStack Query around the whole app. */
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DATES_LOCALE } from '../lib/dates.ts';
import notificaciones from './notificaciones.module.css';
import { theme, variablesAccesibles } from './theme.ts';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={variablesAccesibles}>
      <DatesProvider settings={{ locale: DATES_LOCALE, firstDayOfWeek: 1 }}>
        <Notifications
          position="top-right"
          classNames={{ root: notificaciones.raiz }}
          limit={4}
          zIndex={1000}
        />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
