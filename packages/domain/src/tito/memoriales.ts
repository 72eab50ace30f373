/**
 * What a memorial's anotación says was filed, and what comes next procedurally (issue 19). A memorial
 * is not a decision (the guideline keeps it out of the priority list), but its draft must never call
 * a named filing routine: the lawyer reads the draft to know what the other side did and what the
 * court will do with it. The first matching row wins, so the more specific filings go first.
 * The texts are normalised (lower case, no accents, single spaces) before matching.
 */

export interface Radicacion {
  id: string;
  /** Matched against the normalised anotación (and the name, for names like 'Recepción recurso'). */
  patron: RegExp;
  /** What was filed, as a sentence fragment: 'la contraparte contestó la demanda y propuso excepciones'. */
  radicado: string;
  /** What comes next procedurally, with the rule of procedure it comes from. */
  siguiente: string;
}

export const RADICACIONES: Radicacion[] = [
  {
    id: 'descorre-traslado',
    patron: /descorre|descorrer|pronunciamiento (frente|sobre|a)/,
    radicado: 'se descorrió un traslado',
    siguiente: 'el despacho decidirá lo que estaba en traslado; revisa los argumentos de la otra parte.',
  },
  {
    id: 'contestacion-excepciones',
    patron: /contesta\w*.{0,80}excepcion|excepcion\w*.{0,80}contesta/,
    radicado: 'se contestó la demanda y se propusieron excepciones',
    siguiente:
      'el despacho correrá traslado de las excepciones (CGP art. 370 en el verbal; art. 443 en el ejecutivo) para pronunciarse y pedir pruebas.',
  },
  {
    id: 'excepciones',
    patron: /excepcion/,
    radicado: 'se propusieron excepciones',
    siguiente:
      'el despacho correrá traslado de las excepciones (CGP art. 370 en el verbal; art. 443 en el ejecutivo) para pronunciarse y pedir pruebas.',
  },
  {
    id: 'respuesta-requerimiento',
    patron:
      /contesta\w* (al |a(l)? |el )?requerimiento|cumple\w* (con )?(el |lo )?requer|cumplimiento (de(l)? )?requer|respuesta (al |a(l)? )?requerimiento|atiende requerimiento/,
    radicado: 'se respondió a un requerimiento del despacho',
    siguiente:
      'el despacho revisará si quedó cumplido; si no, puede aplicar la consecuencia que anunció (por ejemplo, el desistimiento tácito del CGP art. 317).',
  },
  {
    id: 'contestacion',
    patron: /contesta\w*(?! (al |a(l)? |el )?(requerimiento|oficio|tutela|derecho de peticion|traslado))/,
    radicado: 'se contestó la demanda',
    siguiente:
      'revisar si la contestación trae excepciones de mérito u objeción al juramento: de ellas se corre traslado (CGP arts. 206, 370 y 443).',
  },
  {
    id: 'recurso',
    patron: /recurso|reposicion|apelacion|queja|suplica|tutela/,
    radicado: 'se interpuso un recurso',
    siguiente:
      'el despacho correrá traslado del recurso (CGP arts. 110, 319 y 326) y luego lo decidirá; si es contra tu parte, prepara el pronunciamiento.',
  },
  {
    id: 'nulidad',
    patron: /nulidad/,
    radicado: 'se propuso una nulidad',
    siguiente: 'el despacho correrá traslado de la nulidad y la decidirá (CGP arts. 129 y 134).',
  },
  {
    id: 'incidente',
    patron: /incidente|desacato/,
    radicado: 'se propuso un incidente',
    siguiente: 'el despacho correrá traslado del incidente por tres días y decidirá (CGP art. 129).',
  },
  {
    id: 'levantamiento',
    patron: /levantamiento|levantar (la |las )?medida|desembargo/,
    radicado: 'se pidió levantar una medida cautelar',
    siguiente: 'el despacho decidirá si la levanta (CGP art. 597).',
  },
  {
    id: 'resultado-cautelar',
    patron:
      /captura|aprehension|inmoviliza|a disposicion|parqueadero|bodegaje|certificado de tradicion|nota devolutiva|embargo inscrito|despacho comisorio|comisorio|remanente/,
    radicado:
      'llegó el resultado o un trámite de una medida cautelar (vehículo inmovilizado, embargo inscrito, comisorio, remanentes)',
    siguiente:
      'el despacho decidirá el paso siguiente de la medida (secuestro, entrega o devolución del comisorio); revisa si te corresponde impulsarlo.',
  },
  {
    id: 'medidas-cautelares',
    patron:
      /medida(s)? cautelar|embargo|secuestr|solicitud (de )?medida|retencion|decomiso|inscripcion de la demanda/,
    radicado: 'se pidieron medidas cautelares',
    siguiente:
      'el despacho decidirá si las decreta (CGP arts. 588, 590 y 599); las cautelares se deciden sin oír antes a la otra parte.',
  },
  {
    id: 'liquidacion-credito',
    patron:
      /liquidacion (de(l)? )?credito|liquidacion del? (la )?obligacion|actualizacion (de la )?liquidacion|liquidacion/,
    radicado: 'se aportó una liquidación del crédito',
    siguiente:
      'el despacho correrá traslado de la liquidación por tres días para objetarla y luego la aprobará o modificará (CGP art. 446).',
  },
  {
    id: 'avaluo',
    patron: /avaluo|dictamen pericial|peritaje/,
    radicado: 'se aportó un avalúo o dictamen',
    siguiente: 'el despacho correrá traslado por diez días para observaciones (CGP arts. 228 y 444).',
  },
  {
    id: 'abono',
    patron: /abono/,
    radicado: 'se informó un abono a la obligación',
    siguiente:
      'el despacho lo tendrá en cuenta en la liquidación del crédito (CGP art. 446); revisa el saldo.',
  },
  {
    id: 'terminacion-pago',
    patron: /terminacion|pago total|por pago|paz y salvo|termin\w* (del )?proceso/,
    radicado: 'se pidió la terminación del proceso',
    siguiente:
      'el despacho decidirá si termina el proceso y, si lo hace, levantará las medidas cautelares (CGP art. 461).',
  },
  {
    id: 'desistimiento',
    patron: /desist/,
    radicado: 'se presentó un desistimiento',
    siguiente: 'el despacho decidirá si lo acepta y sobre las costas (CGP arts. 314 a 316).',
  },
  {
    id: 'transaccion',
    patron: /transaccion|acuerdo de pago|conciliacion/,
    radicado: 'se aportó un acuerdo (transacción o conciliación)',
    siguiente: 'el despacho decidirá si lo aprueba y si termina el proceso (CGP art. 312).',
  },
  {
    id: 'remate',
    patron: /remate/,
    radicado: 'se pidió fijar fecha de remate o se allegó un documento del remate',
    siguiente: 'el despacho decidirá y, si fija fecha, ordenará el aviso de remate (CGP arts. 448 y 450).',
  },
  {
    id: 'subsanacion',
    patron: /subsana/,
    radicado: 'se subsanó la demanda',
    siguiente: 'el despacho decidirá si la admite o la rechaza (CGP art. 90).',
  },
  {
    id: 'reforma',
    patron: /reforma (de (la )?)?demanda/,
    radicado: 'se reformó la demanda',
    siguiente: 'el despacho decidirá si admite la reforma y correrá traslado de ella (CGP art. 93).',
  },
  {
    id: 'cesion',
    patron: /cesion/,
    radicado: 'se aportó una cesión del crédito',
    siguiente: 'el despacho decidirá si acepta al cesionario como parte (CGP art. 68; C.C. art. 1959).',
  },
  {
    id: 'renuncia-poder',
    patron: /renuncia (al |a(l)? )?poder|renuncia\b/,
    radicado: 'un apoderado renunció al poder',
    siguiente: 'la renuncia produce efectos cinco días después de comunicada al poderdante (CGP art. 76).',
  },
  {
    id: 'aclaracion',
    patron: /aclara|correccion|corregir|adicion/,
    radicado: 'se pidió aclarar, corregir o adicionar una providencia',
    siguiente: 'el despacho decidirá la solicitud (CGP arts. 285 a 287).',
  },
  {
    id: 'suspension',
    patron: /suspension|suspender/,
    radicado: 'se pidió suspender el proceso',
    siguiente:
      'el despacho decidirá si lo suspende (CGP arts. 161 y 162); mientras tanto los términos siguen.',
  },
  {
    id: 'auxiliar',
    patron:
      /acepta(cion)? (del |el )?cargo|no acepta (el )?cargo|posesion|manifestacion (del )?auxiliar|informe (del )?(secuestre|perito|curador)/,
    radicado:
      'un auxiliar de la justicia (curador, secuestre o perito) aceptó, rechazó o informó sobre el cargo',
    siguiente: 'el despacho seguirá con la notificación o la diligencia, o nombrará a otro si no aceptó.',
  },
  {
    id: 'poder',
    patron: /poder|sustitucion|revocatoria/,
    radicado: 'se aportó un poder, una sustitución o una revocatoria',
    siguiente: 'el despacho reconocerá personería al nuevo apoderado (CGP arts. 74 a 76).',
  },
  {
    id: 'notificacion',
    patron:
      /notificacion|citatorio|citacion|aviso|emplazamiento|guia|certificado de entrega|acuse|\b29[12]\b|cotej|publicacion|direccion/,
    radicado: 'se aportaron las diligencias de notificación',
    siguiente:
      'el despacho verificará si la notificación quedó surtida; desde ella corre el término de la parte notificada (CGP arts. 291 a 293; Ley 2213 de 2022, art. 8).',
  },
  {
    id: 'titulos',
    patron:
      /titulo(s)? (judicial|de deposito)|deposito(s)? judicial|entrega de titulos|pago de titulos|titulos/,
    radicado: 'se pidió la entrega o un informe de depósitos judiciales',
    siguiente: 'el despacho decidirá si ordena entregar los títulos.',
  },
  {
    id: 'respuesta-oficio',
    patron: /respuesta|rta\b|oficio|banco|eps|transito|movilidad|registro|camara de comercio|dian/,
    radicado: 'llegó la respuesta de una entidad a un oficio',
    siguiente: 'leerla: puede informar un embargo practicado, bienes o la dirección de la parte.',
  },
  {
    id: 'impulso',
    patron: /impulso|fijar fecha|dar tramite|solicitud|solicita|requerir|peticion/,
    radicado: 'se radicó una solicitud',
    siguiente: 'el despacho la decidirá en un auto; conviene leerla para saber qué se pidió.',
  },
];

/** The filing the memorial's text names, or null when it names none ('ACUSO RECIBIDO', empty). */
export function radicacionEn(texto: string): Radicacion | null {
  if (!texto) return null;
  return RADICACIONES.find((radicacion) => radicacion.patron.test(texto)) ?? null;
}

/** Names of entries that record a filing by a party (the anotación says what was filed). */
export const MEMORIAL =
  /^(recepcion|radicacion|recibido|recibe|entrada|agrega|anexa) (de )?(memorial|escrito|documento|solicitud|recurso|informe)|^memorial(es)?\b|^(recepcion|radicacion) (de )?(memorial|recurso)|^reasume|^renuncia/;

/** The file entering the judge's office: the anotación says what for. */
export const AL_DESPACHO = /^(al|a) despacho\b|^(pasa|paso) al despacho|^memorial(es)? al despacho/;
