/** Document viewer (seed 000 §2): a published document shown in an embedded frame. */
export interface DocumentViewerProps {
  opened: boolean;
  onClose: () => void;
  /** The document (GET /api/Documentos/{id}/Box gives its urlView). */
  idDocumento: number | string | null;
  titulo?: string;
}

// Placeholder until the viewer lands; the case card's last-document block already opens it.
export function DocumentViewer(_props: DocumentViewerProps) {
  return null;
}
