/**
 * The four kinds of alert on a night's consultation (seed 001 §2 'Last query result screen', §8:
 * "four alert kinds map to reason, recommendation and cause texts: wording not shown"). Our words,
 * written for a lawyer: what happened, what to do, and why it happens.
 */
export const TIPOS_ALERTA_CONSULTA = ['errorTecnico', 'cambioDeFormato', 'noEncontrado', 'privado'] as const;
export type TipoAlertaConsulta = (typeof TIPOS_ALERTA_CONSULTA)[number];

export interface TextosAlerta {
  razon: string;
  recomendacion: string;
  causa: string;
}

const TEXTOS: Record<TipoAlertaConsulta, (fuente: string) => TextosAlerta> = {
  errorTecnico: (fuente) => ({
    razon: `${fuente} no respondió a tiempo anoche.`,
    recomendacion:
      'No tienes que hacer nada: lo intentaremos de nuevo esta noche. Si el proceso tiene un término corriendo, consúltalo hoy directamente en la página del despacho.',
    causa:
      'Los portales judiciales se saturan o se caen en la noche; es una falla del portal, no de tu proceso.',
  }),
  cambioDeFormato: (fuente) => ({
    razon: `${fuente} cambió la forma en que muestra la información y no pudimos leerla.`,
    recomendacion:
      'Ya estamos adaptando la consulta. Mientras tanto, revisa el proceso directamente en la fuente si esperas una actuación.',
    causa: 'La entidad modificó su página o su servicio sin aviso.',
  }),
  noEncontrado: (fuente) => ({
    razon: `El radicado ya no aparece en ${fuente}.`,
    recomendacion:
      'Verifica el número del radicado y si el proceso cambió de despacho; si fue archivado o remitido, actívalo en la fuente que corresponda.',
    causa: 'El proceso pudo ser remitido a otro despacho, archivado o retirado de la consulta pública.',
  }),
  privado: (fuente) => ({
    razon: `${fuente} muestra el proceso como reservado: no publica sus actuaciones.`,
    recomendacion:
      'Consulta el expediente directamente en el despacho o activa Estados Electrónicos y Publicaciones Procesales, donde sí se publican las providencias.',
    causa: 'Los procesos de familia, penales con reserva y otros sujetos a reserva legal no se publican.',
  }),
};

export function textosAlerta(tipo: TipoAlertaConsulta, fuente: string): TextosAlerta {
  return TEXTOS[tipo](fuente);
}

/** Row statuses of a source in the query-result tables (seed 001 §4). */
export const ESTADO_FUENTE_CONSULTA = {
  conAlerta: 9,
  consultada: 2,
  procesoPrincipal: 11,
  procesoSecundario: 10,
  noConsultada: 3,
} as const;

export const SIN_CONSULTA_RECURRENTE = 'El proceso no ha sido consultado en dos o más consultas consecutivas';
