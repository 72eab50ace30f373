/** 'Solicitud de carga de procesos' (seed 000 §2, §4): the bulk-load request dialog. */
export interface CargaMasivaDialogProps {
  opened: boolean;
  onClose: () => void;
}

// Placeholder until the bulk-load dialog lands; the side panel already opens it.
export function CargaMasivaDialog(_props: CargaMasivaDialogProps) {
  return null;
}
