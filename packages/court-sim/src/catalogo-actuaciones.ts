/** The kinds of actuación a simulated court records, with realistic anotaciones and weights. */
export interface TipoActuacion {
  actuacion: string;
  anotaciones: readonly string[];
  /** Autos are notified by estado: they come with a "Fijacion estado" row and appear in the estado PDF. */
  esAuto: boolean;
  /** A traslado fixed in lista (CGP art. 110): not an auto, but the day's list names the radicado. */
  enLista?: boolean;
  peso: number;
  codigo: number;
}

export const RADICACION: TipoActuacion = {
  actuacion: 'Radicación de proceso',
  anotaciones: ['ACTUACIÓN DE RADICACIÓN DEL PROCESO REALIZADA POR REPARTO'],
  esAuto: false,
  peso: 0,
  codigo: 1,
};

export const ADMISION: TipoActuacion = {
  actuacion: 'Auto admite demanda',
  anotaciones: [
    'ADMITE DEMANDA Y ORDENA NOTIFICAR A LA PARTE DEMANDADA',
    'LIBRA MANDAMIENTO DE PAGO',
    'ADMITE Y ORDENA TRASLADO POR EL TÉRMINO DE VEINTE (20) DÍAS',
  ],
  esAuto: true,
  peso: 0,
  codigo: 2,
};

export const FIJACION_ESTADO = 'Fijacion estado';

/**
 * The fitted activity's kinds that the catalogue's draws never give (actividad-ajustada.ts): a
 * traslado fixed in lista, and the hearing an actuación fixes ahead, whose date is written in its
 * anotación (the engine reads it there), then held on that day.
 */
export const TRASLADO_EN_LISTA: TipoActuacion = {
  actuacion: 'Fijación en lista de traslado',
  anotaciones: [
    'TRASLADO DE LAS EXCEPCIONES DE MÉRITO ART. 110 C.G.P.',
    'TRASLADO DEL RECURSO DE REPOSICIÓN ART. 319 C.G.P.',
    'TRASLADO DE LA LIQUIDACIÓN DEL CRÉDITO ART. 446 C.G.P.',
  ],
  esAuto: false,
  enLista: true,
  peso: 0,
  codigo: 60,
};

/** The auto (notified by estado) or the secretary's note that fixes a hearing on `fecha` (dd/mm/yyyy). */
export function fijaAudiencia(fecha: string, porEstado: boolean): TipoActuacion {
  return porEstado
    ? {
        actuacion: 'Auto fija fecha audiencia y/o diligencia',
        anotaciones: [`FIJA FECHA PARA AUDIENCIA INICIAL ART. 372 C.G.P. PARA EL ${fecha} A LAS 9:00 A. M.`],
        esAuto: true,
        peso: 0,
        codigo: 61,
      }
    : {
        actuacion: 'Constancia secretarial',
        anotaciones: [`SE PROGRAMA DILIGENCIA DE SECUESTRO PARA EL ${fecha} A LAS 2:30 P. M.`],
        esAuto: false,
        peso: 0,
        codigo: 62,
      };
}

/** The hearing held on its day: its acta. */
export const AUDIENCIA_CELEBRADA: TipoActuacion = {
  actuacion: 'Audiencia',
  anotaciones: ['AUDIENCIA INICIAL REALIZADA', 'DILIGENCIA DE SECUESTRO PRACTICADA'],
  esAuto: false,
  peso: 0,
  codigo: 63,
};

export const TIPOS_ACTUACION: readonly TipoActuacion[] = [
  {
    actuacion: 'Recepción memorial',
    anotaciones: [
      'MEMORIAL ALLEGADO POR EL APODERADO DE LA PARTE DEMANDANTE',
      'SOLICITUD DE MEDIDAS CAUTELARES',
      'ALLEGA CONSTANCIA DE NOTIFICACIÓN PERSONAL',
      'SOLICITA IMPULSO PROCESAL',
      'ESCRITO DE CONTESTACIÓN DE LA DEMANDA Y EXCEPCIONES',
    ],
    esAuto: false,
    peso: 18,
    codigo: 10,
  },
  {
    actuacion: 'Al despacho',
    anotaciones: [
      'PASA AL DESPACHO PARA RESOLVER SOLICITUD',
      'AL DESPACHO CON MEMORIAL',
      'AL DESPACHO PARA PROVEER',
    ],
    esAuto: false,
    peso: 14,
    codigo: 11,
  },
  {
    actuacion: 'Auto requiere',
    anotaciones: ['REQUIERE A LA PARTE DEMANDANTE PARA QUE NOTIFIQUE SO PENA DE DESISTIMIENTO TÁCITO'],
    esAuto: true,
    peso: 6,
    codigo: 20,
  },
  {
    actuacion: 'Auto ordena correr traslado',
    anotaciones: ['CORRE TRASLADO DE LAS EXCEPCIONES DE MÉRITO POR EL TÉRMINO DE DIEZ (10) DÍAS'],
    esAuto: true,
    peso: 6,
    codigo: 21,
  },
  {
    actuacion: 'Auto decreta medida cautelar',
    anotaciones: [
      'DECRETA EMBARGO Y RETENCIÓN DE DINEROS',
      'DECRETA EMBARGO DEL INMUEBLE Y ORDENA OFICIAR A LA ORIP',
    ],
    esAuto: true,
    peso: 4,
    codigo: 22,
  },
  {
    actuacion: 'Auto fija fecha audiencia y/o diligencia',
    anotaciones: [
      'FIJA FECHA PARA AUDIENCIA INICIAL ART. 372 C.G.P.',
      'PROGRAMA AUDIENCIA DE INSTRUCCIÓN Y JUZGAMIENTO',
    ],
    esAuto: true,
    peso: 4,
    codigo: 23,
  },
  {
    actuacion: 'Auto de trámite',
    anotaciones: [
      'TIENE EN CUENTA NOTIFICACIÓN',
      'NO TIENE EN CUENTA NOTIFICACIÓN',
      'RECONOCE PERSONERÍA AL APODERADO',
    ],
    esAuto: true,
    peso: 7,
    codigo: 24,
  },
  {
    actuacion: 'Auto resuelve recurso',
    anotaciones: [
      'NO REPONE AUTO ANTERIOR Y CONCEDE APELACIÓN EN EFECTO DEVOLUTIVO',
      'REPONE AUTO RECURRIDO',
    ],
    esAuto: true,
    peso: 2,
    codigo: 25,
  },
  {
    actuacion: 'Auto aprueba liquidación',
    anotaciones: ['APRUEBA LIQUIDACIÓN DEL CRÉDITO', 'APRUEBA LIQUIDACIÓN DE COSTAS'],
    esAuto: true,
    peso: 2,
    codigo: 26,
  },
  {
    actuacion: 'Sentencia',
    anotaciones: [
      'SENTENCIA DE PRIMERA INSTANCIA - ACCEDE A LAS PRETENSIONES',
      'SENTENCIA - NIEGA LAS PRETENSIONES',
    ],
    esAuto: true,
    peso: 1,
    codigo: 30,
  },
  {
    actuacion: 'Oficio elaborado',
    anotaciones: [
      'OFICIO DIRIGIDO A ENTIDADES BANCARIAS',
      'OFICIO DIRIGIDO A LA OFICINA DE REGISTRO DE INSTRUMENTOS PÚBLICOS',
    ],
    esAuto: false,
    peso: 5,
    codigo: 40,
  },
  {
    actuacion: 'Constancia secretarial',
    anotaciones: ['CONSTANCIA DE TÉRMINOS', 'VENCIDO EL TÉRMINO DE TRASLADO SIN PRONUNCIAMIENTO'],
    esAuto: false,
    peso: 3,
    codigo: 41,
  },
  {
    actuacion: 'Audiencia',
    anotaciones: ['AUDIENCIA INICIAL REALIZADA', 'AUDIENCIA APLAZADA A SOLICITUD DE PARTE'],
    esAuto: false,
    peso: 2,
    codigo: 42,
  },
];

const pesoDe = (tipos: readonly TipoActuacion[]) => tipos.reduce((total, tipo) => total + tipo.peso, 0);
const PESO_TOTAL = pesoDe(TIPOS_ACTUACION);

/** A kind among `tipos` (whose weights sum to `total`) from a uniform draw in [0, 1), by weight. */
function porPeso(draw: number, tipos: readonly TipoActuacion[], total: number): TipoActuacion {
  let remaining = draw * total;
  for (const tipo of tipos) {
    remaining -= tipo.peso;
    if (remaining < 0) return tipo;
  }
  return tipos[0] as TipoActuacion;
}

/** Picks a kind from a uniform draw in [0, 1), by weight. */
export function tipoFromDraw(draw: number): TipoActuacion {
  return porPeso(draw, TIPOS_ACTUACION, PESO_TOTAL);
}

const AUTOS = TIPOS_ACTUACION.filter((tipo) => tipo.esAuto);
const SIN_AUTO = TIPOS_ACTUACION.filter((tipo) => !tipo.esAuto);
const PESO_AUTOS = pesoDe(AUTOS);
const PESO_SIN_AUTO = pesoDe(SIN_AUTO);

/**
 * The fitted activity's important actuación that nothing announces (mostly this act in the
 * measured timelines; docs/actividad-de-los-juzgados.md): no estado, no list, no date fixed ahead.
 */
export const SIN_ANUNCIO_IMPORTANTE: TipoActuacion = {
  actuacion: 'Diligencia de notificación personal (acta)',
  anotaciones: ['SE SURTE NOTIFICACIÓN PERSONAL DEL DEMANDADO', 'ACTA DE NOTIFICACIÓN PERSONAL AL DEMANDADO'],
  esAuto: false,
  peso: 0,
  codigo: 64,
};

/** The catalogue's kinds without estado a lawyer need not read first (all but its hearings). */
const SIN_AUTO_RUTINA = SIN_AUTO.filter((tipo) => tipo.actuacion !== 'Audiencia');
const PESO_SIN_AUTO_RUTINA = pesoDe(SIN_AUTO_RUTINA);

/**
 * An actuación without estado, list or date fixed ahead (the fitted activity): important with the
 * measured share, otherwise a routine kind by weight. The catalogue's own hearings are left out:
 * the fitted activity holds hearings on the days fixed for them.
 */
export function tipoSinAnuncio(draw: number, importante: boolean): TipoActuacion {
  return importante ? SIN_ANUNCIO_IMPORTANTE : porPeso(draw, SIN_AUTO_RUTINA, PESO_SIN_AUTO_RUTINA);
}

/**
 * Picks a kind among the autos (notified by estado) or among the rest, by weight: the fitted
 * activity decides first whether a day carries an estado, then which kind of actuación it is.
 */
export function tipoEntre(draw: number, esAuto: boolean): TipoActuacion {
  return esAuto ? porPeso(draw, AUTOS, PESO_AUTOS) : porPeso(draw, SIN_AUTO, PESO_SIN_AUTO);
}
