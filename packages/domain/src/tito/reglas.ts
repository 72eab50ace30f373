/**
 * Tito's rules: a typed table, one row per kind of actuación a litigator wants to hear about today.
 * Each rule matches the normalised text (lower case, no accents, single spaces) of the actuación's
 * name and annotation; the first rule that matches decides, so the more specific ones go first.
 * Noise rules (routine bookkeeping) are checked before them and win.
 */

export type Categoria =
  | 'decisionDeFondo'
  | 'admision'
  | 'rechazo'
  | 'audiencia'
  | 'traslado'
  | 'requerimiento'
  | 'medidaCautelar'
  | 'recurso'
  | 'terminacion'
  | 'notificacion'
  | 'decisionInterlocutoria';

export interface Regla {
  id: string;
  categoria: Categoria;
  /** Matched against the actuación's name (descripcion). */
  nombre?: RegExp;
  /** Matched against the annotation (anotacion) when the name alone does not decide. */
  anotacion?: RegExp;
  razon: string;
  /** What to do next, for the draft conclusion. */
  accion: string;
}

/** Routine steps: the file moving, documents received, records — never a reason to interrupt. */
export const RUTINA: RegExp[] = [
  /^(al|a) despacho\b/,
  /^(recepcion|radicacion|recibido|entrada) (de )?memorial/,
  /^(recepcion|radicacion) (de )?(documento|escrito|oficio|correo|solicitud)/,
  /^constancia( secretarial)?\b/,
  /^(envio|remision|recibo|elaboracion) (de )?(oficio|expediente|comunicacion|telegrama|despacho comisorio)/,
  /^(cambio|asignacion) de (ponente|magistrado|juez)/,
  /^reparto\b|^(acta de )?reparto/,
  /^(registro|anotacion|actualizacion) (de )?(proyecto|dato|informacion)/,
  /^(pasa|paso) al despacho/,
  /^(digitalizacion|escaneo|foliatura)/,
  /^(devolucion|desarchivo) (de )?(expediente|proceso)/,
  /^(informe|nota) secretarial/,
  // Added after measuring on the development part of etiquetado/actuaciones-reales.json:
  /^vence(n)? (el )?(termino|traslado|ejecutoria)/,
  /^(a|para) (la )?secretaria\b/,
  /^(recibe|agrega|agregar|anexa|anexar) (de )?memorial/,
  /^memorial(es)? al despacho/,
  /^(entrega|elaboracion) de oficios/,
  /^oficio (elaborado|firmado|enviado|entregado)/,
  /^movimiento (de(l)? )?expediente/,
];

/** An actuación the court itself marks as void or registered by mistake: nothing to read. */
export const ANULADA =
  /actuacion anulada|se anula (la|esta) actuacion|registro equivocado|por error involuntario|registrad[ao] por error/;

/** Names too generic to decide alone ('Auto de trámite', 'Auto ordena oficiar'): the annotation may. */
export const LEE_ANOTACION = /^(auto|autos|providencia)\b/;

/** A communication sent by the secretariat that carries the date of a hearing. */
export const COMUNICACION = /^envio (de )?comunicacion(es)?\b/;
export const FECHA_DE_AUDIENCIA =
  /(fija(r)?|senala(r)?|reprograma(r)?) (nueva )?fecha|convoca(r)? a audiencia/;

/** Names that are routine unless the annotation says a decision was taken. */
export const DEPENDE_DE_ANOTACION = /^(fijacion|fija) (de )?estado|^notificacion por estado|^estado\b/;

export const REGLAS: Regla[] = [
  {
    id: 'terminacion',
    categoria: 'terminacion',
    nombre:
      /terminacion|termina(do)? (el )?proceso|archivo definitivo|desistimiento|transaccion|pago total|declara(r)? (la )?perencion/,
    razon: 'Auto que termina el proceso: revisa el motivo y si procede algún recurso.',
    accion: 'Verificar la causal de terminación y el levantamiento de medidas.',
  },
  {
    id: 'sentencia',
    categoria: 'decisionDeFondo',
    nombre:
      /sentencia|setencia|fallo|decision de fondo|(auto|providencia) que (decide|resuelve) (de fondo|el fondo)|ordena seguir adelante|aprueba (la )?(conciliacion|liquidacion|transaccion|acuerdo)/,
    razon: 'Decisión de fondo: corre el término para recurrirla.',
    accion: 'Leer la providencia y decidir si se interpone recurso dentro del término.',
  },
  {
    id: 'decision-interlocutoria',
    categoria: 'decisionInterlocutoria',
    nombre:
      /(aprueba|modifica|imparte aprobacion|actualiza|niega actualizacion de) (a )?(la )?liquidacion|(senala|fija|regula) (los )?honorarios|resuelve (la )?(solicitud|aclaracion|correccion|nulidad)|(acepta|admite|rechaza) (la )?(solicitud de )?cesion|rechaza (la )?solicitud|niega (la )?solicitud|accede a|(aclara|corrige|adiciona) (el |la )?(auto|providencia|sentencia)|estese a lo resuelto|obedezcase y cumplase/,
    razon: 'Auto que decide una solicitud o modifica lo decidido: puede recurrirse dentro de la ejecutoria.',
    accion: 'Leer el auto y decidir si se recurre antes de que quede ejecutoriado.',
  },
  {
    id: 'rechazo',
    categoria: 'rechazo',
    nombre: /rechaza|inadmite|niega (el )?mandamiento|se abstiene de librar/,
    razon: 'La demanda fue inadmitida o rechazada: hay un término corto para subsanar o recurrir.',
    accion: 'Subsanar la demanda o interponer recurso dentro del término.',
  },
  {
    id: 'admision',
    categoria: 'admision',
    nombre: /admite|libra(r)? mandamiento|mandamiento (de pago|ejecutivo)|avoca conocimiento/,
    razon: 'Auto que admite la demanda o libra mandamiento: inicia el término para notificar y contestar.',
    accion: 'Gestionar la notificación y controlar el término de traslado.',
  },
  {
    id: 'medida-cautelar',
    categoria: 'medidaCautelar',
    nombre: /medida(s)? cautelar|embargo|secuestro|decreta (la )?medida|inscripcion (de la )?demanda/,
    razon: 'Decisión sobre medidas cautelares: puede afectar bienes de las partes.',
    accion: 'Revisar el alcance de la medida y los oficios que se deben tramitar.',
  },
  {
    id: 'recurso',
    categoria: 'recurso',
    nombre:
      /(resuelve|decide|concede|niega|rechaza|declara desierto) (el )?recurso|recurso de (reposicion|apelacion|queja|casacion|suplica|revision)|concede (la )?apelacion|impugnacion/,
    razon: 'Trámite o decisión de un recurso.',
    accion: 'Revisar la decisión sobre el recurso y sus efectos.',
  },
  {
    id: 'audiencia',
    categoria: 'audiencia',
    nombre:
      /audiencia|diligencia|fija(r)? fecha|señala fecha|senala fecha|programa(cion)? (de )?(audiencia|diligencia)/,
    razon: 'Se fijó o realizó una audiencia o diligencia.',
    accion: 'Agendar la audiencia y preparar la intervención.',
  },
  {
    id: 'traslado',
    categoria: 'traslado',
    nombre: /traslado|corre(r)? traslado/,
    razon: 'Se corrió traslado: hay un término para pronunciarse.',
    accion: 'Pronunciarse dentro del término del traslado.',
  },
  {
    id: 'requerimiento',
    categoria: 'requerimiento',
    nombre:
      /requiere|requerimiento|ordena (aportar|allegar|cumplir|pagar)|pone en conocimiento|previo (a )?(decidir|resolver)|alleguese|so pena/,
    razon: 'El despacho requiere una actuación de una de las partes.',
    accion: 'Cumplir el requerimiento dentro del término indicado.',
  },
  {
    id: 'notificacion',
    categoria: 'notificacion',
    nombre:
      /^notificacion$|^envio de notificacion|notificacion personal|notifica(do|cion)? (por aviso|personalmente|electronica)|emplazamiento|edicto/,
    razon: 'Notificación de una providencia: empieza a correr un término.',
    accion: 'Controlar el término que corre desde la notificación.',
  },
];

/** A decision written in an estado's annotation (the name alone is only the listing). */
export const DECISION_EN_ANOTACION =
  /auto (que )?(admite|rechaza|inadmite|decreta|niega|concede|resuelve|fija|requiere|ordena|libra|termina|aprueba)|sentencia|fallo|audiencia|traslado|mandamiento|medida cautelar|embargo|(^|[^a-z])(rechaza|accede|niega|admite|inadmite|decreta|concede|aclara|corrige|modifica|aprueba|acepta cesion|requiere|resuelve recurso|previo (a )?resolver|alleguese)\b/;
