/** /admin/estado-carga-automatica/{id}: progress of a bulk load of more than 5 cases. */
// Placeholder until the bulk-load flow lands; the router already points here.
export function EstadoCargaPage() {
  return null;
}
