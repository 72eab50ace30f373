/**
 * 'Ultima revision' as relative time (seed 001 §2): 'hace N dias/horas/minutos/segundos', with its
 * own texts for exactly one minute and for under 10 seconds.
 */
export function tiempoRelativo(desde: Date, ahora: Date): string {
  const segundos = Math.max(0, Math.floor((ahora.getTime() - desde.getTime()) / 1000));
  if (segundos < 10) return 'hace unos segundos';
  if (segundos < 60) return `hace ${segundos} segundos`;
  const minutos = Math.floor(segundos / 60);
  if (minutos === 1) return 'hace un minuto';
  if (minutos < 60) return `hace ${minutos} minutos`;
  const horas = Math.floor(minutos / 60);
  if (horas < 24) return horas === 1 ? 'hace 1 hora' : `hace ${horas} horas`;
  const dias = Math.floor(horas / 24);
  return dias === 1 ? 'hace 1 día' : `hace ${dias} días`;
}

/** 'Cambios revisados' as a rounded percent of the total (seed 001 §9). */
export function porcentajeRevisado(revisados: number, total: number): number {
  return total > 0 ? Math.round((revisados / total) * 100) : 0;
}
