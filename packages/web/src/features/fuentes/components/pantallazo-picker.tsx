/** Last-screenshot picker by month (seed 000 §2 case detail) with the screenshot viewer. */
export interface PantallazoPickerProps {
  idExpediente: number;
}

// Placeholder until the screenshot viewer lands; the case detail page already renders it.
export function PantallazoPicker(_props: PantallazoPickerProps) {
  return null;
}
