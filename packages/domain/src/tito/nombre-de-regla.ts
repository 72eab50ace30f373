/**
 * A Tito rule's name as a lawyer reads it. The rules are identified by slugs ('decision-interlocutoria',
 * 'memorial-contestacion-excepciones'): the API keeps them, and the review card and the morning
 * e-mail show them as words, with their tildes ('decisión interlocutoria').
 */
const CON_TILDE: Record<string, string> = {
  admision: 'admisión',
  avaluo: 'avalúo',
  credito: 'crédito',
  subsanacion: 'subsanación',
  titulos: 'títulos',
  anotacion: 'anotación',
  contestacion: 'contestación',
  decision: 'decisión',
  notificacion: 'notificación',
  suspension: 'suspensión',
  terminacion: 'terminación',
  tramite: 'trámite',
  interrupcion: 'interrupción',
  liquidacion: 'liquidación',
  caucion: 'caución',
  conciliacion: 'conciliación',
  aclaracion: 'aclaración',
  adicion: 'adición',
  apelacion: 'apelación',
  reposicion: 'reposición',
  casacion: 'casación',
  subrogacion: 'subrogación',
  transaccion: 'transacción',
  ejecucion: 'ejecución',
  sancion: 'sanción',
  vinculacion: 'vinculación',
  cesion: 'cesión',
  pagina: 'página',
  publicacion: 'publicación',
};

export function nombreDeRegla(regla: string): string {
  return regla
    .split('-')
    .filter((palabra) => palabra.length > 0)
    .map((palabra) => CON_TILDE[palabra] ?? palabra)
    .join(' ');
}
