/** Manual registration wizard (seed 000 §2): three steps, posting to POST /api/Expedientes. */
export interface RegistroManualDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Pre-fills step 1 (e.g. from a bulk load's not-found list). */
  radicadoInicial?: string;
}

// Placeholder until the wizard lands; the side panel and bulk-load dialog already import it.
export function RegistroManualDialog(_props: RegistroManualDialogProps) {
  return null;
}
