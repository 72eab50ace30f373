/** The one toast helper. Durations follow the seeds: warnings 2 s, success 3 s, errors 5–9 s. */
import { notifications } from '@mantine/notifications';

interface ToastOptions {
  title?: string;
  /** A fixed id collapses repeats of the same toast (e.g. several requests failing with 401 at once). */
  id?: string;
  autoClose?: number;
}

const DURATION = { warning: 2000, success: 3000, info: 3000, error: 5000 } as const;
type ToastKind = keyof typeof DURATION;
const COLOR: Record<ToastKind, string> = { warning: 'yellow', success: 'green', info: 'blue', error: 'red' };

function show(kind: ToastKind, message: string, options: ToastOptions = {}): void {
  notifications.show({
    id: options.id,
    title: options.title,
    message,
    color: COLOR[kind],
    autoClose: options.autoClose ?? DURATION[kind],
    withCloseButton: true,
  });
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  /** For side-panel and top-bar entries whose feature is not built yet. */
  comingSoon: () =>
    show('info', 'Esta funcionalidad estará disponible muy pronto.', {
      title: 'Próximamente',
      id: 'proximamente',
    }),
};
