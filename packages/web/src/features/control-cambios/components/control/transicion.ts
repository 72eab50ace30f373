/**
 * What the review-complete transition opens (seed 001 §4), one rule for the control page and the
 * case detail's review widget: the thank-you dialog (with 'Ver informe') once on the transition —
 * review complete, or every change Finalizado — and, for the primary account while the report is
 * not shared, the share modal right after it. An associated user's completed review sent the
 * report by itself (the server did), so it only gets the thank-you.
 */
export interface Transicion {
  gracias: boolean;
  /** Opens when the thank-you dialog closes (or at once when there is none). */
  compartir: boolean;
}

export function transicionRevision(input: {
  revisionCompletada: boolean;
  todosFinalizados: boolean;
  esPrincipal: boolean;
  haCompartidoInforme: boolean;
}): Transicion {
  const compartir = input.revisionCompletada && input.esPrincipal && !input.haCompartidoInforme;
  return { gracias: input.revisionCompletada || input.todosFinalizados, compartir };
}

/** Every change of the control Finalizado (estado 3). */
export function todosFinalizados(control: { totalCambios: number; totalCambiosFinalizados: number }) {
  return control.totalCambios > 0 && control.totalCambiosFinalizados >= control.totalCambios;
}

/** Every important change of the coordinator report reviewed. */
export function informeRevisado(control: { totalImportantes: number; importantesRevisados: number }) {
  return control.totalImportantes > 0 && control.importantesRevisados >= control.totalImportantes;
}
