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
  | 'suspension'
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
  // Not 'despacho comisorio': a comisorio ready means the party must take the measure to be carried out.
  /^(envio|remision|recibo|elaboracion) (de )?(oficio|expediente|comunicacion|telegrama)/,
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
  // Added for issue 19 from the development catalogue (catalogo/, CachorroC's captured answers):
  /^archivo\b|^desarchiv/, // archiving a process that already ended is not news (guideline)
  /^retiro (de )?(la )?demanda rechazada/,
  /^(recepcion|radicacion) (de )?(informe|recurso|memorial|expediente)/,
  /^(remite|remision|remitidos?|salida|se recibe|a la oficina|envio (de )?expediente|inventario)\b/,
  /^(reactiva|reasume|renuncia (a )?terminos|pago (de )?expensas|titulo elaborado|expedir copias)/,
  /^liquidacion (de )?(costas|por secretari)(?!.*\b(aprobad|improbad|modificad))/, // the secretariat's; the auto that approves it decides
  /^(novedad|constancia de terminos|agreguese|entrega (de )?desglose|elaboracion (de )?oficio)/,
  /^(telegrama|comunicacion secretarial)/,
  /^radicacion\b/,
  // Added in the issue 19 follow-up from the second development recorder (lawsuit-tracker):
  // the execution offices' clerical steps ('CyN Para Traslado', 'AGE Sin Pendientes', 'DES Expediente
  // Electrónico'…), a transfer for competence, a party's request to impugn.
  /^(cyn|age|atp|gdo|des) /,
  /^competencia\b/,
  /^solicitud (de )?impugnacion/,
];

/** Autos whose name says only paperwork: the anotación decides whether something else was decided. */
export const AUTO_DE_TRAMITE =
  /^(auto (de )?tramite|auto tramite tutela|auto cumplase(?! lo (resuelto|dispuesto))|auto ordena oficiar|auto reconoce personeria|auto designa apoderado|auto resuelve (renuncia|sustitucion) (de )?poder|auto ordena (expedir copias|(la )?(entrega|expedicion)( de)? (las )?copias|desglose|enviar)|auto solicita remision|providencia de tramite|auto de sustanciacion)\b/;

/** Autos whose name says a decision without saying which ('Auto niega': what was denied is in the anotación): important unless the anotación shows only paperwork. */
export const AUTO_QUE_DECIDE =
  /^(auto decide$|auto resuelve solicitud|el despacho resuelve|auto resuelve$|auto interlocutorio$|auto niega$|auto pone(r)? en conocimiento)/;

/**
 * The providencia a copy or a desglose is made of ('copias auténticas de la sentencia'): the object
 * of paperwork, not a decision. After a name about copies the anotación may name it alone.
 */
export const OBJETO_DE_COPIAS =
  /(copias?|desglose)?( autenticas?| simples?)? ?\b(de|del) (la |el |los |las )?(sentencia|fallo|auto|providencia|acta|audiencia|mandamiento)[a-z]*/g;

/** Paperwork in an anotación: personería, copies, oficios, adding documents. */
export const SOLO_TRAMITE_EN_ANOTACION =
  /personeria|copias|oficiar|oficiese|agreguese|agrega|desglose|actuacion registrada el|no se da tramite|no se (le )?da tramite/;

/** Secretarial entries whose anotación may carry a term ('se corre traslado', 'se fija en lista'). */
export const CONSTANCIA = /^constancia( secretarial)?\b|^(informe|nota) secretarial/;
export const TRASLADO_EN_ANOTACION =
  /corre(r)? traslado|traslado .{0,30}(art|por el termino|por \d)|fija(r)? en lista|se fija (el )?aviso|edicto/;

/**
 * Secretarial entries (constancias, passes to the secretariat, communications, telegrams): paperwork,
 * unless the anotación lets a term run or notifies a decision (issue 19: a decision, date or term
 * written only in the anotación of a generic entry is found).
 */
export const SECRETARIAL =
  /^constancia( secretarial)?\b|^(informe|nota) secretarial|^(a|para|pasa a|paso a) (la )?secretaria\b|^(envio (de )?)?comunicacion(es)?\b|^telegrama/;
/** The secretariat notifies a providencia that decides ('se notifica por estado el auto que decreta…'), not 'para notificar'. */
export const NOTIFICA_DECISION =
  /(^|[^a-z])notifica(?!r)[a-z]* .{0,50}?(sentencia|fallo|auto (que |de |del )?(admite|admisorio|libra|decreta|niega|concede|rechaza|inadmite|aprueba|resuelve|fija|requiere|ordena seguir|termina)|mandamiento)/;
/** A decision the court states in a constancia ('el despacho resuelve negar…'). */
export const DECISION_DEL_DESPACHO =
  /\b(el despacho|el juzgado|la sala|el tribunal|el juez|la jueza|el magistrado) (resuelve|resolvio|decide|decidio|dispone|dispuso)\b/;
/** A pass to the secretariat so that it will run a term later: the term is not running yet. */
export const TRASLADO_POR_CORRER =
  /para (correr |surtir |dar |fijar )?(el )?(traslado|en lista|fijacion en lista)/;

/** Entries that carry a hearing's date only in their anotación (communications, constancias, estados). */
export const PUEDE_LLEVAR_FECHA =
  /^(envio (de )?comunicacion|comunicacion|telegrama|constancia|informe secretarial|nota secretarial|fijacion|fija (de )?estado|estado\b|notificacion por estado|a la secretaria|a secretaria|para (la )?secretaria|envio (de )?oficio|oficio)/;

/** An actuación the court itself marks as void or registered by mistake: nothing to read. */
export const ANULADA =
  /actuacion anulada|se anula (la|esta) actuacion|registro equivocado|por error involuntario|registrad[ao] por error/;

/** Names too generic to decide alone ('Auto de trámite', 'Proveído', 'Actuación'): the annotation may. */
export const LEE_ANOTACION =
  /^(auto|autos|providencias?|proveido|decision|resolucion|actuacion( judicial)?$)\b/;

/** A communication sent by the secretariat that carries the date of a hearing. */
export const COMUNICACION = /^envio (de )?comunicacion(es)?\b/;
export const FECHA_DE_AUDIENCIA =
  /(fija(r)?|senala(r)?|reprograma(r)?) (nueva )?fecha|(convoca|cita)(r)? a (las partes a )?(audiencia|diligencia)|fecha (de |para )(la |el )?(audiencia|diligencia|remate)/;

/** Names that are routine unless the annotation says a decision was taken. */
// 'Trámites de secretaría' (a tribunal's generic entry) is read the same way: its anotación may
// notify a sentencia or an admission (lawsuit-tracker, later version).
export const DEPENDE_DE_ANOTACION =
  /^(fijacion|fija) (de )?estado|^notificacion por estado|^estado\b|^tramites? (de )?secretaria\b|^tramite secretarial\b/;

/**
 * An order to a party to do something within a term, with or without naming the party ('ordena
 * notificar', 'dispone a la parte actora presentar la liquidación'): read in names and anotaciones.
 */
const ORDEN_A_PARTE = String.raw`(ordena|dispone)(r|se)? (a (la |las |el |los )?(partes? )?([a-z]+ )?)?(notificar|emplazar|presentar|actualizar|rehacer|aportar|allegar|practicar|aclarar|prestar|consignar|pagar|subsanar|corregir|integrar|liquidar|cumplir|(la |el )?(notificacion|emplazamiento|presentacion|actualizacion|aclaracion|consignacion|integracion))\b`;

export const REGLAS: Regla[] = [
  {
    id: 'terminacion',
    categoria: 'terminacion',
    nombre:
      /terminacion|termina(do)? (el )?proceso|desistimiento|transaccion|pago total|declara(r)? (la )?perencion|retiro (de )?(la )?dema(n|na)da|demanda retirada|resuelve (el )?retiro|(da|declara)(r|se)? (por )?terminad[oa]|^(auto|providencia)( que)? termina\b/,
    razon: 'Auto que termina el proceso: revisa el motivo y si procede algún recurso.',
    accion: 'Verificar la causal de terminación y el levantamiento de medidas.',
  },
  {
    id: 'sentencia',
    categoria: 'decisionDeFondo',
    nombre:
      /(?<!ejecucion de )(?<!ejecucion )sentencia(?!s civil| civil)|setencia|fallo|(niega|concede) (la )?tutela|decision de fondo|tutela (negada|denegada|concedida|improcedente|fallada)|(deniega|declara improcedente|rechaza por improcedente) (la )?(accion (de )?)?tutela|(ampara|tutela)(r)? (los |el )?derechos?\b|(niega|deniega|concede|otorga)(r)? (el )?amparo(?! de pobreza)|(auto|providencia) que (decide|resuelve) (de fondo|el fondo)|seguir adelante (con )?(la )?ejecucion|ordena seguir adelante|^auto (art\.? ?440|num\.? ?3.? art\.? ?468|art\.? ?507)\b|aprueba (la )?(conciliacion|transaccion|acuerdo)/,
    razon: 'Decisión de fondo: corre el término para recurrirla.',
    accion: 'Leer la providencia y decidir si se interpone recurso dentro del término.',
  },
  {
    id: 'decision-interlocutoria',
    categoria: 'decisionInterlocutoria',
    nombre:
      /(aprueba|modifica|imparte aprobacion|actualiza|niega actualizacion de|decide( sobre)?|declara en firme) (a )?(la )?liquidacion|(senala|fija|regula) (los |las )?(honorarios|agencias)|resuelve (la )?(solicitud|aclaracion|correccion|nulidad)|(acepta|admite|rechaza) (la )?(solicitud de )?cesion|rechaza (la )?solicitud|niega (la )?solicitud|accede a|(aclara|corrige|adiciona|modifica) (el |la )?(auto|providencia|sentencia)|est(e|a)(se|rse|r)? (a lo )?resuelto|obedezcase y cumplase|cumplase lo (resuelto|dispuesto)/,
    razon: 'Auto que decide una solicitud o modifica lo decidido: puede recurrirse dentro de la ejecutoria.',
    accion: 'Leer el auto y decidir si se recurre antes de que quede ejecutoriado.',
  },
  {
    id: 'rechazo',
    categoria: 'rechazo',
    nombre: /rechaza|inadmit|niega (el )?mandamiento|se abstiene de librar/,
    razon: 'La demanda fue inadmitida o rechazada: hay un término corto para subsanar o recurrir.',
    accion: 'Subsanar la demanda o interponer recurso dentro del término.',
  },
  {
    id: 'admision',
    categoria: 'admision',
    nombre:
      /admite|admitiendo|libra(r)? mandamiento|mandamiento (de pago|ejecutivo)|avoca conocimiento|(^|[^a-z])vincula(r|cion|do)?\b|litisconsor|integra(r|cion)? (del |el )?contradictorio|llamamiento en garantia/,
    razon: 'Auto que admite la demanda o libra mandamiento: inicia el término para notificar y contestar.',
    accion: 'Gestionar la notificación y controlar el término de traslado.',
  },
  {
    id: 'medida-cautelar',
    categoria: 'medidaCautelar',
    nombre:
      /medida(s)? cautelar|embarg|secuestr|decreta(r)? (la |las )?medidas?\b|inscripcion (de la )?demanda|remanente/,
    razon: 'Decisión sobre medidas cautelares: puede afectar bienes de las partes.',
    accion: 'Revisar el alcance de la medida y los oficios que se deben tramitar.',
  },
  {
    id: 'cautelar-en-curso',
    categoria: 'medidaCautelar',
    nombre: /comision(a|ar)?\b|comisorio|(^|[^a-z])dc\b|retencion|aprehension|inmoviliza/,
    razon: 'Se está practicando una medida cautelar (comisión, despacho comisorio o retención de bienes).',
    accion: 'Retirar y tramitar el despacho comisorio o el oficio, y seguir la diligencia.',
  },
  {
    id: 'suspension',
    categoria: 'suspension',
    nombre: /suspen(de|der|sion|dido)|interrupcion|interrump|reanuda/,
    razon: 'El proceso se suspende, se interrumpe o se reanuda: cambian los términos.',
    accion: 'Recalcular los términos desde la suspensión o la reanudación.',
  },
  {
    id: 'recurso',
    categoria: 'recurso',
    nombre:
      /(resuelve|decide|concede|niega|rechaza|declara desierto) (el |la )?(recurso|apelacion)|recurso de (reposicion|apelacion|queja|casacion|suplica|revision)|concede (la )?apelacion|impugnacion/,
    razon: 'Trámite o decisión de un recurso.',
    accion: 'Revisar la decisión sobre el recurso y sus efectos.',
  },
  {
    id: 'audiencia',
    categoria: 'audiencia',
    nombre:
      /audiencia|diligencia|inspeccion judicial|vista publica|acta (de )?(conciliacion|inspeccion|remate|secuestro|entrega|inventario)|remate (desierto|fracasado|realizado)|subasta|fija(r)? fecha|señala fecha|senala fecha|programa(cion)? (de )?(audiencia|diligencia)/,
    razon: 'Se fijó o realizó una audiencia o diligencia.',
    accion: 'Agendar la audiencia y preparar la intervención.',
  },
  {
    id: 'traslado',
    categoria: 'traslado',
    nombre: /traslado|corre(r)? traslado|fijacion en lista|fija(r)? en lista/,
    razon: 'Se corrió traslado: hay un término para pronunciarse.',
    accion: 'Pronunciarse dentro del término del traslado.',
  },
  {
    id: 'requerimiento',
    categoria: 'requerimiento',
    nombre:
      /requier|requiriendo|requerir|requerimiento|ordena (aportar|allegar|cumplir|pagar)|pone(r)? en conocimiento|previo (a )?(decidir|resolver)|previo a\b|alleguese|so pena|conmina/,
    razon: 'El despacho requiere una actuación de una de las partes.',
    accion: 'Cumplir el requerimiento dentro del término indicado.',
  },
  {
    id: 'notificacion',
    categoria: 'notificacion',
    nombre:
      /^notificacion$|^notificacion (del? )?(auto|sentencia|fallo|providencia)|^envio (de )?notificacion|notificacion personal|notifica(do|cion)? (por aviso|mediante aviso|personalmente|electronica)|emplaza|edicto|notificad[oa]|conducta concluyente|aviso (de )?notificacion|^notificacion\b(?! (por |en |de |del )?estados?\b)(?!.*(citatorio|citacion|informe))|notificacion surtida|acta (de )?notificacion|(envio|entrega|remision|fijacion|publicacion) (de(l)? )?aviso\b(?! de remate)|^aviso\b(?! de remate)/,
    razon: 'Notificación de una providencia: empieza a correr un término.',
    accion: 'Controlar el término que corre desde la notificación.',
  },
  {
    id: 'orden-a-parte',
    categoria: 'requerimiento',
    nombre: new RegExp(
      String.raw`caucion|poliza judicial|(fija|senala|regula|asigna)(r|n)? (los |unos )?(gastos|expensas)|concede (un |el )?termino|ordena (practicar )?(la )?liquidacion|aclarar (la )?peticion|^(auto|providencia)\b.{0,30}(solicita|pide)(r)? (aclarar|aclaracion|que (se )?aclare)|${ORDEN_A_PARTE}`,
    ),
    razon:
      'El despacho ordena a una parte algo con término o dinero (caución, gastos, liquidación, notificar, aclarar).',
    accion: 'Cumplir la orden dentro del término y dejar constancia en el expediente.',
  },
  {
    id: 'decision-breve',
    categoria: 'decisionInterlocutoria',
    nombre:
      /(aprueba|aproba|imprueba|improba)\w* (la |el )?(diligencia (de )?)?remate|(costas|liquidacion|avaluo|remate|particion|conciliacion)\b.{0,30}\b(aprobad|improbad|modificad)[ao]s?\b|levanta\w* (de )?(las |la |los )?(medidas?|embargos?|secuestros?)|ordena(r)? (la )?entrega\b(?! (de )?(los |las |el |la )?(oficios?|copias?|desglose|expediente|documentos?|comunicacion))|sancion\w* (por )?desacato|impone(r)? (una |la )?sancion|remite\w* por (falta de )?competencia|mejor proveer|(tiene|tener|tengase|da|dar)(se)? (por )?(no )?contestada|remate (aprobado|improbado)|obedec|ordena(r)? (el )?(pago|fraccion\w*|devol\w*|entrega\w*) (de )?(los |el |las )?(titulos?|depositos?|dineros?)|autoriza(r)? (el )?(pago|entrega) (de )?(los |el )?(titulos?|depositos?)|(no )?tiene(n)? en cuenta|adicion|entrega(r)? (de )?(los |el )?(titulos?|depositos?|dineros?)|niega (el )?(pago|entrega)|(auto )?(confirmado|revocado)$|confirma(r)? (totalmente |parcialmente )?(la |el )?(decision|auto|fallo)|^auto decreta\b|(nombra|designa) (el |un |al )?(curador|auxiliar|perito|secuestre)|releva|amparo de pobreza|pruebas|sucesor procesal|subroga|intervencion|prorroga|heredero|cesionario|declara(r)? (desierto|la ilegalidad|ilegalidad)|estese a lo (dispuesto|resuelto)|deja sin (valor|efecto)|revoca(?!(r|do|da)? (el |la )?(poder|mandato))|repone|abstiene|tener en cuenta|acepta(r)? (la )?intervencion|saneamiento|control de legalidad|(acepta|declara|niega)(r|se)? (el )?impedimento|impedido|incompeten|falta de competencia|conflicto (negativo |positivo )?de compe|niega (la )?personeria|decreta(r)? (la )?(acumulacion|nulidad)/,
    razon: 'Auto que decide una solicitud o cambia lo decidido: puede recurrirse dentro de la ejecutoria.',
    accion: 'Leer el auto y decidir si se recurre antes de que quede ejecutoriado.',
  },
  {
    // Guideline: every other auto that decides a request or changes what was decided. An auto named by
    // its decision verb ('Auto niega nulidad', 'Auto aprueba avalúo', 'Auto abre incidente') is one,
    // whatever the object the rules above do not list, unless the object is representation or copies.
    id: 'auto-con-verbo-de-decision',
    categoria: 'decisionInterlocutoria',
    nombre:
      /^(auto|providencia)( interlocutorio)?( que| por el cual| mediante el cual)? (se )?(niega|aprueba|imprueba|imparte aprobacion|levanta|acepta|concede|revoca|confirma|declara|rechaza|resuelve|decide|modifica|abre|inicia|sanciona|libra|accede|decreta|corrige|aclara|adiciona|impone)\b(?!.*\b(personeria|poder|renuncia|sustitucion|copias|oficios?|desglose|apoderad))/,
    razon: 'Auto que decide una solicitud o cambia lo decidido: puede recurrirse dentro de la ejecutoria.',
    accion: 'Leer el auto y decidir si se recurre antes de que quede ejecutoriado.',
  },
  {
    id: 'auto-que-decide',
    categoria: 'decisionInterlocutoria',
    nombre: /^(auto decide$|auto resuelve solicitud|el despacho resuelve|auto resuelve$)/,
    razon: 'Auto que resuelve una solicitud: puede recurrirse dentro de la ejecutoria.',
    accion: 'Leer el auto para saber qué se resolvió y si conviene recurrirlo.',
  },
];

/**
 * Issue 19's families as a generic entry's anotación writes them: a measure being carried out
 * (comisiona, secuestro, retención), a caución or gastos fixed, an order to a party, a party held
 * notified, something not taken into account, the superior's decision obeyed.
 */
const DECISION_EN_ANOTACION_FAMILIAS = String.raw`(^|[^a-z])comisiona(r|do)?\b|(decreta|ordena|dispone)(r|se)? (el |la )?(secuestro|retencion|aprehension|inmovilizacion)|caucion|fija(n|r)? (los |unos )?gastos|${ORDEN_A_PARTE}|no (se )?tiene(n)? en cuenta|(^|[^a-z])vincula(r|se)?\b|(tiene|tener|tengase|da|dar)(se)? (por )?(no )?contestada|(tiene(n)?|tener(se)?|da(r)?) (por )?notificad|obedezca|obedec`;

/** A decision written in an estado's annotation (the name alone is only the listing). */
export const DECISION_EN_ANOTACION = new RegExp(
  `${/auto (que )?(admite|rechaza|inadmite|decreta|niega|concede|resuelve|fija|requiere|ordena(?! (oficiar|expedir|el desglose|desglose|remitir|enviar|entregar (los )?oficios))|libra|termina|aprueba)|(?<!ejecucion de )sentencia(?!s)|fallo|audiencia|traslado|mandamiento|medida cautelar|embargo|(^|[^a-z])(rechaza|accede|niega|admite|inadmite|decreta|concede|aclara|corrige|modifica|aprueba|acepta cesion|requiere|resuelve recurso|previo (a )?resolver|alleguese)\b|(^|[^a-z])(se )?acepta(r)? (?!(la )?(renuncia|sustitucion|poder|revocatoria))|tener en cuenta|(tiene(n)?|tengase) en cuenta (el |la |los |las )?(abono|liquidacion|gastos)|abstiene|pone(r)? en conocimiento|requerir|emplaza|conmina|(^|[^a-z])(no )?repone\b|tenga(se)? por notificad|tiene por notificad|suspend|revoca(?!(r|do|da)? (el |la )?(poder|mandato))|previo (a )?(resolver|decidir)|previo a\b|acredite|sin (valor|efecto)|saneamiento|control de legalidad|despacho comisorio|(^|[^a-z])dc\b/.source}|${DECISION_EN_ANOTACION_FAMILIAS}`,
);

/** A decision the anotación shows without naming one of the rules above ('se acepta intervención'). */
export const DECISION_EN_ANOTACION_SIN_NOMBRE: Regla = {
  id: 'decision-en-anotacion',
  categoria: 'decisionInterlocutoria',
  razon: 'La anotación muestra una decisión del despacho: puede recurrirse dentro de la ejecutoria.',
  accion: 'Leer el auto para saber qué se decidió y si conviene recurrirlo.',
};
