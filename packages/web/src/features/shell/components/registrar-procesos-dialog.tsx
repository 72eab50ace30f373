/**
 * The bulk-load dialog, loaded on first open: it (and the manual wizard inside it) is large and
 * most visits never open it, so it stays out of the initial JavaScript.
 */
import { lazy, Suspense } from 'react';

const CargaMasivaDialog = lazy(() =>
  import('../../registro/carga/carga-masiva-dialog.tsx').then((module) => ({
    default: module.CargaMasivaDialog,
  })),
);

interface RegistrarProcesosDialogProps {
  /** False until the first open, so nothing is downloaded before it is needed. */
  hasOpened: boolean;
  opened: boolean;
  onClose: () => void;
}

export function RegistrarProcesosDialog({ hasOpened, opened, onClose }: RegistrarProcesosDialogProps) {
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <CargaMasivaDialog opened={opened} onClose={onClose} />
    </Suspense>
  );
}
