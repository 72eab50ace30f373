/**
 * Robustness tables for the families issue 19 names (etiquetado/README.md, "Decisions for the
 * families added in issue 19"). Every wording is written for this test from the guideline and the
 * courts' usual style — CPNU and SAMAI names, upper case, missing accents, abbreviations (AUTO INT.,
 * PROV., NOTIF.), common typos, article citations, 'de fecha…' tails, the decision carried only by
 * the anotación. None is copied from the labelled sets (the held-out side was not read to write
 * them), so a pass here says Tito knows the family, not that it remembers an item.
 */
import { describe, expect, it } from 'vitest';
import { priorizarCambio } from './priorizar-cambio.ts';

type Caso = [string, string | null];
interface Familia {
  importantes: Caso[];
  rutina: Caso[];
}

const tito = (descripcion: string, anotacion: string | null = null) =>
  priorizarCambio({ tipoCambio: 0, descripcion, anotacion, fechaActuacion: '2026-11-20' });

function importante(casos: Caso[]) {
  it.each(casos)('prioritises «%s» / «%s»', (nombre, anotacion) => {
    const result = tito(nombre, anotacion);
    expect(result.esPriorizado, result.reglas.join(', ')).toBe(true);
    expect(result.razon).toMatch(/\w.*[.:]/);
    expect(result.borradorConclusion).toContain('Siguiente paso:');
  });
}

function noImportante(casos: Caso[]) {
  it.each(casos)('does not prioritise «%s» / «%s»', (nombre, anotacion) => {
    const result = tito(nombre, anotacion);
    expect(result.esPriorizado, result.reglas.join(', ')).toBe(false);
    expect(result.razon).toBeNull();
  });
}

const CAUTELARES_EN_CURSO: Familia = {
  importantes: [
    ['AUTO ORDENA COMISIONAR', null],
    ['Auto comisiona a la alcaldía local', 'PARA LA PRÁCTICA DE LA DILIGENCIA DE SECUESTRO DEL INMUEBLE'],
    ['Auto Comisiona', 'AL INSPECTOR DE POLICIA DE LA LOCALIDAD'],
    ['Auto que comisiona', 'A LOS JUECES CIVILES MUNICIPALES DE DESCONGESTIÓN'],
    ['Despacho comisorio', 'SE ELABORA DESPACHO COMISORIO No. 045 DE 2026'],
    ['Elaboracion Despacho Comisorio', null],
    ['DESPACHO COMISORIO ELABORADO', null],
    ['Despacho comisorio diligenciado', 'DEVUELTO POR LA INSPECCIÓN 5A DE POLICÍA'],
    ['Auto agrega despacho comisorio diligenciado', 'Y LO PONE EN CONOCIMIENTO DE LAS PARTES'],
    ['Auto incorpora comisión diligenciada', null],
    ['Auto ordena retención de vehículo', 'PLACA XYZ-123'],
    ['AUTO DECRETA APREHENSION Y ENTREGA DEL VEHICULO', 'GARANTÍA MOBILIARIA LEY 1676 DE 2013'],
    ['Auto ordena la aprehensión del rodante', null],
    ['Auto ordena inmovilización', 'DEL AUTOMOTOR DE PLACAS ABC123'],
    ['Auto decreta embargo y secuestro', null],
    ['AUTO DECRETA EMBARGO DE REMANENTES', null],
    ['Auto decreta embrago', 'DE LOS DINEROS DEPOSITADOS EN CUENTAS'],
    ['Auto ordena el secuestro', 'DEL INMUEBLE CON MATRÍCULA INMOBILIARIA No. 50C-000'],
    ['Auto Decreta Medida Cautelar', 'EMBARGO DEL SALARIO EN UN 20%'],
    ['Oficio de embargo', 'SE LIBRA OFICIO DE EMBARGO A LAS ENTIDADES BANCARIAS'],
    ['Diligencia de secuestro', 'SE PRACTICÓ EL SECUESTRO DEL INMUEBLE Y SE DESIGNÓ SECUESTRE'],
    ['Auto levanta medida cautelar', 'POR PAGO TOTAL'],
    ['Auto de sustanciación', 'ORDENA ELABORAR DESPACHO COMISORIO PARA EL SECUESTRO'],
    ['Auto de trámite', 'SE COMISIONA AL ALCALDE MUNICIPAL PARA EL SECUESTRO'],
    ['Auto que decreta medida cautelar', 'SUSPENSIÓN PROVISIONAL DEL ACTO ACUSADO'],
    ['Auto niega medida cautelar', null],
    ['Auto resuelve solicitud de medida cautelar', null],
    ['AUTO INT. DECRETA MEDIDAS', null],
    ['Embrago de salario', 'DEL 20% DEL EXCEDENTE DEL MÍNIMO'],
  ],
  rutina: [
    ['Elaboración de oficios', 'OFICIOS DE EMBARGO Nos. 1201 Y 1202'],
    ['Oficio enviado', 'SE REMITE OFICIO DE EMBARGO AL BANCO POR CORREO'],
    ['Recepción memorial', 'SOLICITUD DE MEDIDAS CAUTELARES'],
    ['Recepción oficio', 'RESPUESTA DEL BANCO: LA CUENTA NO TIENE SALDO'],
    ['Entrega de oficios', 'SE ENTREGAN OFICIOS DE EMBARGO AL APODERADO'],
  ],
};

const NOTIFICACIONES: Familia = {
  importantes: [
    ['NOTIFICACION POR AVISO ART. 292 CGP', null],
    ['Notificacion por aviso', 'AL DEMANDADO DEL AUTO QUE LIBRA MANDAMIENTO DE PAGO'],
    ['Aviso de notificación entregado', null],
    ['Envío de aviso', 'SE REMITE AVISO DE NOTIFICACIÓN AL DEMANDADO'],
    ['Auto tiene por notificado por conducta concluyente', null],
    ['TENGASE NOTIFICADO POR CONDUCTA CONCLUYENTE', null],
    ['Auto da por notificado al demandado', null],
    ['Auto tener notificado personalmente al ejecutado', null],
    ['Auto téngase por notificada', 'A LA PARTE DEMANDADA ART. 301 C.G.P.'],
    ['Notificación personal', null],
    ['NOTIFICACION PERSONAL SURTIDA', null],
    ['Notificación surtida', 'AL DEMANDADO DEL AUTO ADMISORIO'],
    ['Diligencia de notificación personal', 'SE NOTIFICA PERSONALMENTE A LA CURADORA AD LITEM'],
    ['Acta notificación personal', null],
    ['Acta de notificacion', 'SE NOTIFICÓ AL DEMANDADO DEL MANDAMIENTO DE PAGO'],
    ['NOTIF. PERSONAL', 'DEL AUTO ADMISORIO AL CURADOR'],
    ['Notificación electrónica', 'SE NOTIFICA EL AUTO ADMISORIO AL BUZÓN DE LA ENTIDAD DEMANDADA'],
    ['Notificación art. 8 Ley 2213 de 2022', null],
    ['Notificacion Ley 2213', 'SURTIDA AL CORREO ELECTRÓNICO DEL DEMANDADO'],
    ['Notificación por correo electrónico', 'DE LA SENTENCIA A LAS PARTES'],
    ['Notificación de sentencia', null],
    ['Notificacion Auto Admisorio', 'A LA AGENCIA NACIONAL DE DEFENSA JURÍDICA DEL ESTADO'],
    ['Inclusión en el Registro Nacional de Personas Emplazadas', null],
    ['Emplazamiento', 'SE INCLUYE EN EL REGISTRO NACIONAL DE PERSONAS EMPLAZADAS'],
    ['Auto ordena emplazamiento', 'DE LOS HEREDEROS INDETERMINADOS'],
    ['Fijación edicto', null],
    ['Notificacon personal', null],
    ['Auto de trámite', 'TIENE POR NOTIFICADO POR CONDUCTA CONCLUYENTE AL EJECUTADO'],
    ['Auto de trámite', 'SE TIENE NOTIFICADA A LA DEMANDADA DESDE EL 3 DE MARZO'],
    ['Auto de trámite', 'SE ORDENA NOTIFICAR AL DEMANDADO EN LA DIRECCIÓN APORTADA'],
  ],
  rutina: [
    ['Recepción memorial', 'ALLEGA CONSTANCIA DE ENVÍO DEL CITATORIO ART. 291'],
    ['Recepción memorial', 'APORTA NOTIFICACIÓN PERSONAL ENVIADA AL CORREO DEL DEMANDADO'],
    ['Memorial al despacho', 'ALLEGA AVISO COTEJADO Y CERTIFICACIÓN DE ENTREGA'],
    ['Recepción informe notificación', 'CERTIFICADO DE LA EMPRESA DE CORREO'],
    ['A secretaría para notificar', null],
  ],
};

const SUSPENSION: Familia = {
  importantes: [
    ['AUTO DECRETA SUSPENSION DEL PROCESO', null],
    ['Suspensión del proceso', 'POR PREJUDICIALIDAD ART. 161 CGP'],
    ['Auto ordena suspender el proceso', 'HASTA QUE SE RESUELVA EL PROCESO PENAL'],
    ['Auto que suspende el proceso', null],
    ['Proceso suspendido', 'HASTA EL 30 DE ENERO POR ACUERDO DE LAS PARTES'],
    ['Auto acepta suspensión', 'SOLICITADA DE COMÚN ACUERDO POR SEIS MESES'],
    ['Auto decreta la suspencion del proceso', 'POR APERTURA DE TRÁMITE DE INSOLVENCIA'],
    ['SUSPENSION PROCESO ART 161', null],
    ['Interrupción del proceso', 'ART. 159 CGP POR MUERTE DEL APODERADO'],
    ['Auto declara interrupción', null],
    ['Auto decreta interrupcion del proceso', null],
    ['Reanudación del proceso', null],
    ['Auto ordena reanudar el trámite', 'VENCIDO EL PLAZO DE SUSPENSIÓN'],
    ['AUTO REANUDA', null],
    ['Suspencion del proceso', 'ART. 161 NUM. 2 C.G.P.'],
    ['Auto levanta suspensión', null],
    ['Auto de trámite', 'SE SUSPENDE EL PROCESO POR TRES MESES'],
    ['Fijación estado', 'AUTO QUE DECRETA LA SUSPENSIÓN DEL PROCESO'],
  ],
  rutina: [
    ['Constancia secretarial', 'NO CORREN TÉRMINOS POR PARO JUDICIAL'],
    ['Constancia secretarial', 'SUSPENSIÓN DE TÉRMINOS POR CIERRE EXTRAORDINARIO DEL DESPACHO'],
    ['Recepción memorial', 'SOLICITUD CONJUNTA DE SUSPENSIÓN DEL PROCESO'],
  ],
};

const ORDENES_CON_TERMINO: Caso[] = [
  ['AUTO ORDENA PRESTAR CAUCION', 'DEL 20% DEL VALOR DE LAS PRETENSIONES'],
  ['Auto exige caución', null],
  ['Auto fija causion', null],
  ['Auto fija caucion', 'POR VALOR DE $5.000.000 DENTRO DE LOS 10 DÍAS'],
  ['Auto ordena constituir póliza judicial', 'ART. 590 CGP'],
  ['Auto señala gastos al curador', null],
  ['AUTO FIJA GASTOS PROVISIONALES', 'AL CURADOR AD LITEM'],
  ['Auto fija gastos de pericia', null],
  ['Auto fija honorarios provisionales al perito', null],
  ['Auto ordena presentar liquidación del crédito', null],
  ['Auto ordena a las partes presentar la liquidacion', 'ART. 446 CGP'],
  ['Auto ordena actualizar liquidación del crédito', null],
  ['Auto ordena rehacer la liquidación', null],
  ['Auto ordena aclarar', 'LA SOLICITUD DE TERMINACIÓN'],
  ['Auto solicita aclaración', 'A LA PARTE DEMANDANTE SOBRE EL VALOR DEL ABONO'],
  ['Auto pide aclarar la solicitud', null],
  ['AUTO ORDENA ACLARAR DEMANDA', null],
  ['Auto ordena notificar personalmente al demandado', null],
  ['AUTO ORDENA NOTIFICAR POR AVISO', null],
  ['Auto dispone notificar', 'A LA AGENCIA NACIONAL DE DEFENSA JURÍDICA DEL ESTADO'],
  ['Auto ordena consignar gastos del proceso', 'DENTRO DE LOS 10 DÍAS SIGUIENTES'],
  ['Auto concede término para subsanar', null],
  ['Auto de sustanciación', 'ORDENA A LA PARTE ACTORA NOTIFICAR EL AUTO ADMISORIO EN 30 DÍAS'],
  ['Auto de trámite', 'FIJA CAUCIÓN DE $2.000.000 PARA DECRETAR LAS MEDIDAS'],
  ['Auto de trámite', 'SE FIJAN GASTOS DE CURADURÍA POR $500.000'],
  ['Auto de trámite', 'ORDENA A LAS PARTES PRESENTAR LA LIQUIDACIÓN DEL CRÉDITO'],
];

const DECISIONES_BREVES: Familia = {
  importantes: [
    ['NIEGA TUTELA', null],
    ['Tutela negada', null],
    ['Declara improcedente la tutela', null],
    ['Tutela improcedente', null],
    ['Tutela concedida', null],
    ['Ampara derechos', 'ORDENA A LA EPS AUTORIZAR EL PROCEDIMIENTO EN 48 HORAS'],
    ['Fallo tutela', null],
    ['Sentencia tutela primera instancia', 'NIEGA EL AMPARO'],
    ['Sentencia de primera instancia', null],
    ['Sentencia de segunda instancia', 'CONFIRMA'],
    ['SENT. 1A. INSTANCIA', null],
    ['Aprueba remate', null],
    ['Auto aprobando remate', null],
    ['AUTO APRUEBA DILIGENCIA DE REMATE', null],
    ['Remate aprobado', null],
    ['Auto imprueba remate', null],
    ['No tiene en cuenta liquidación', null],
    ['Auto no tiene en cuenta liquidacion del credito', 'PRESENTADA POR LA PARTE ACTORA'],
    ['NO SE TIENE EN CUENTA LIQUIDACIÓN', null],
    ['Auto se abstiene de tener en cuenta la liquidación', null],
    ['Adiciona auto', null],
    ['Auto adiciona providencia', 'DE FECHA 3 DE MARZO DE 2026'],
    ['Adición de providencia', null],
    ['Auto adicionando mandamiento de pago', null],
    ['Adiciona sentencia', null],
    ['Auto ordena entrega de títulos', 'A LA PARTE DEMANDANTE'],
    ['Ordena entregar depósitos judiciales', null],
    ['AUTO ORDENA PAGO DE TITULOS', null],
    ['Auto ordena fraccionar y entregar títulos', null],
    ['Auto acepta retiro de la demanda', null],
    ['RETIRO DEMANDA', null],
    ['Auto autoriza retiro de la demanda', null],
    ['Demanda retirada', null],
    ['Auto nombra curador', null],
    ['Auto designa perito', null],
    ['Auto releva curador', 'Y DESIGNA NUEVO AUXILIAR'],
    ['Auto decreta pruebas', null],
    ['Auto abre a pruebas', 'POR EL TÉRMINO DE 30 DÍAS'],
    ['Auto concede amparo de pobreza', null],
    ['Auto reconoce sucesor procesal', null],
    ['Auto acepta cesión del crédito', null],
    ['Auto reconoce cesionario', null],
    ['Auto concede prórroga', null],
    ['Auto declara ilegal auto anterior', null],
    ['Auto deja sin efectos', 'EL AUTO DEL 5 DE MAYO'],
    ['Auto de obedecimiento', 'OBEDÉZCASE Y CÚMPLASE LO RESUELTO POR EL SUPERIOR'],
    ['Auto obedezcase y cumplase', null],
    ['Auto que decreta pruebas', null],
    ['Auto que aprueba conciliación', null],
    ['Auto que niega', 'LA SOLICITUD DE ACUMULACIÓN'],
    ['Auto que rechaza', 'EL RECURSO POR EXTEMPORÁNEO'],
    ['Auto que concede apelación', null],
    ['PROV. NIEGA NULIDAD', null],
    ['Auto termina proceso por pago', null],
    ['AUTO DECRETA TERMINACION POR DESISTIMIENTO TACITO', 'ART. 317 CGP'],
    ['Auto declara terminado el proceso', 'POR TRANSACCIÓN'],
    ['Desestimiento tacito', 'ART. 317 NUMERAL 2'],
  ],
  rutina: [
    ['Retiro de demanda rechazada', null],
    ['Auto acepta renuncia de poder', null],
    ['Auto reconoce personería', 'AL DR. (…) COMO APODERADO SUSTITUTO'],
    ['Elaboración oficio pago título', null],
    ['Título elaborado', null],
  ],
};

const ANOTACION_DE_ENTRADA_GENERICA: Familia = {
  importantes: [
    [
      'Constancia secretarial',
      'SE FIJA FECHA PARA AUDIENCIA DEL ART. 372 EL 12 DE MARZO DE 2027 A LAS 9:00 A.M.',
    ],
    ['Constancia secretarial', 'SE CORRE TRASLADO ART. 110 CGP POR 3 DÍAS'],
    ['Constancia secretarial', 'TRASLADO DE LAS EXCEPCIONES DE MÉRITO POR EL TÉRMINO DE 10 DÍAS'],
    ['Constancia secretarial', 'SE NOTIFICA POR ESTADO EL AUTO QUE DECRETA PRUEBAS Y FIJA FECHA'],
    ['Constancia secretarial', 'EL DESPACHO RESUELVE NEGAR LA NULIDAD PROPUESTA'],
    ['Fijacion estado', 'AUTO QUE NIEGA MANDAMIENTO DE PAGO'],
    ['Fijacion Estado', 'Auto Aprueba Liquidacion De Costas'],
    ['Fijación estado', 'AUTO INT. DECRETA MEDIDAS CAUTELARES'],
    ['Fijación estado', 'PROV. DEL 3 DE MARZO: REQUIERE A LA PARTE ACTORA'],
    ['Fijación estado', 'SENTENCIA DE PRIMERA INSTANCIA'],
    ['Fijacion estado', 'AUTO TIENE POR NOTIFICADO AL DEMANDADO'],
    ['A la secretaría', 'SE FIJA FECHA DE AUDIENCIA PARA EL 5 DE JUNIO DE 2027 A LAS 2:00 P.M.'],
    ['A la secretaría', 'CORRE TRASLADO DE LA LIQUIDACIÓN DEL CRÉDITO POR 3 DÍAS'],
    ['Auto de trámite', 'FIJA FECHA PARA REMATE EL 4 DE MAYO DE 2027 A LAS 10 A.M.'],
    ['Auto de trámite', 'DECRETA PRUEBAS Y FIJA FECHA'],
    ['Auto de trámite', 'NO TIENE EN CUENTA LA NOTIFICACIÓN ALLEGADA'],
    ['Auto de trámite', 'CORRE TRASLADO DE LA LIQUIDACIÓN'],
    ['Auto de trámite', 'APRUEBA LIQUIDACIÓN DE COSTAS'],
    ['Auto de trámite', 'NIEGA POR IMPROCEDENTE LA SOLICITUD'],
    ['Auto de trámite', 'SE DECRETA EL DESISTIMIENTO TÁCITO'],
    ['El despacho resuelve', null],
    ['El Despacho Resuelve', 'CONCEDER EL RECURSO DE APELACIÓN'],
    ['Auto resuelve solicitud', 'ACCEDE A LA ENTREGA DE DEPÓSITOS'],
    ['Envío de comunicación', 'CITA A AUDIENCIA DE CONCILIACIÓN EL 4/03/2027 9:00 AM'],
    ['Envío de comunicaciones', 'SE NOTIFICA POR CORREO ELECTRÓNICO LA SENTENCIA A LAS PARTES'],
    ['Telegrama', 'SE COMUNICA FECHA DE AUDIENCIA: 10 DE FEBRERO DE 2027 A LAS 8 A.M.'],
    ['Trámite secretarial', 'SE CORRE TRASLADO DEL RECURSO DE REPOSICIÓN ART. 319 CGP'],
    ['Proveído', 'NIEGA EL RECURSO DE REPOSICIÓN'],
    ['Decisión', 'SE ACEPTA EL DESISTIMIENTO DE LAS PRETENSIONES'],
    ['Actuación', 'AUTO QUE LIBRA MANDAMIENTO DE PAGO'],
  ],
  rutina: [
    ['Constancia secretarial', 'EL AUTO ANTERIOR QUEDÓ EJECUTORIADO'],
    ['Constancia secretarial', 'SE DEJA CONSTANCIA QUE VENCIÓ EN SILENCIO EL TÉRMINO DE TRASLADO'],
    ['Constancia secretarial', 'INGRESA AL DESPACHO CON MEMORIAL QUE SOLICITA SENTENCIA'],
    ['A la secretaría', 'PARA ELABORAR OFICIOS'],
    ['A la secretaría', 'PARA NOTIFICAR EL AUTO ANTERIOR'],
    ['Fijación estado', 'Actuación registrada el 03/02/2026 a las 07:58:41.'],
    ['Auto de trámite', 'SE RECONOCE PERSONERÍA Y SE ORDENA EXPEDIR COPIAS'],
    ['Auto ordena oficiar', 'A LA DIAN Y A TRANSUNION'],
    ['Recepción memorial', 'SOLICITA FIJAR FECHA DE REMATE'],
    ['Recepción expediente', 'DEVUELTO DEL TRIBUNAL SUPERIOR'],
    ['Envío de comunicaciones', 'SE REMITE OFICIO AL PAGADOR'],
    ['Al despacho', 'PARA RESOLVER SOLICITUD DE TERMINACIÓN'],
    ['Registro de proyecto', 'PROYECTO DE SENTENCIA'],
    ['Actuación', 'SE AGREGA MEMORIAL DEL APODERADO'],
  ],
};

const ARCHIVO_DE_PROCESO_TERMINADO: Caso[] = [
  ['ARCHIVO DEFINITIVO', null],
  ['Archivo definitivo', 'PROCESO TERMINADO POR PAGO TOTAL, SE ARCHIVA'],
  ['Archivo Definitivo', 'TERMINADO POR DESISTIMIENTO TÁCITO ART. 317 - CAJA 245'],
  ['Archivo del expediente', 'PAQUETE 12 DE 2025'],
  ['Archivese el expediente', null],
  ['Archivado', null],
  ['Se archiva el expediente', 'EL PROCESO TERMINÓ POR TRANSACCIÓN'],
  ['Envío al archivo central', null],
  ['Remisión al archivo', 'SENTENCIA EJECUTORIADA'],
  ['Transferencia al archivo', null],
  ['Archivo provisional', null],
  ['Desarchivo', null],
  ['Desarchivado', 'A SOLICITUD DEL APODERADO PARA EXPEDIR COPIAS'],
  ['Solicitud de desarchivo', null],
  ['Archivo definitivo del proceso', 'TERMINADO Y LEVANTADAS LAS MEDIDAS'],
  ['Auto ordena archivo definitivo', 'EL PROCESO SE ENCUENTRA TERMINADO POR PAGO'],
  ['Auto de archivo', 'SE ARCHIVA POR ESTAR TERMINADO'],
];

const OTRAS_JURISDICCIONES: Familia = {
  importantes: [
    // SAMAI / CPACA
    ['Auto que ordena vincular', 'AL MUNICIPIO COMO LITISCONSORTE NECESARIO'],
    ['Auto vincula litisconsorte', null],
    ['Vinculación de tercero', 'SE VINCULA A LA ADMINISTRADORA DE PENSIONES'],
    ['Auto admite llamamiento en garantía', null],
    ['Auto que remite por competencia', 'AL TRIBUNAL ADMINISTRATIVO'],
    ['Auto para mejor proveer', 'SE OFICIA A LA ENTIDAD PARA QUE ALLEGUE EL EXPEDIENTE ADMINISTRATIVO'],
    ['Auto que corrige error aritmético', null],
    ['Auto aclara', 'LA FECHA DEL AUTO ANTERIOR'],
    ['Auto que prescinde de la audiencia de pruebas', 'Y CORRE TRASLADO PARA ALEGAR'],
    ['Auto que obedece y cumple', 'LO RESUELTO POR EL CONSEJO DE ESTADO'],
    ['Auto que decide excepciones previas', null],
    ['Auto que declara la caducidad', null],
    ['Auto que fija fecha de audiencia inicial', null],
    // Labour courts (CPTSS)
    ['Auto tiene por contestada la demanda', 'Y SEÑALA FECHA PARA AUDIENCIA ART. 77'],
    ['Auto da por no contestada la demanda', null],
    ['Auto reconoce personería y tiene por contestada la demanda', null],
    ['Auto de trámite - fija fecha audiencia art. 80', null],
    // Execution offices, costs
    ['Liquidación de costas aprobada', null],
    ['Costas aprobadas', null],
    ['Levantamiento de medidas', 'POR TERMINACIÓN DEL PROCESO'],
    ['Auto ordena levantar medidas', null],
    ['Auto ordena la entrega del inmueble', 'AL DEMANDANTE EN LA DILIGENCIA DE RESTITUCIÓN'],
    // Tutela: contempt
    ['Sanción por desacato', null],
    ['Auto impone sanción por desacato', 'ARRESTO DE TRES DÍAS Y MULTA'],
    // Hearings held, named by their acta or their kind
    ['Acta de conciliación', 'LAS PARTES LLEGAN A UN ACUERDO TOTAL'],
    ['Inspección judicial', 'SE PRACTICÓ EN EL PREDIO OBJETO DE LA DEMANDA'],
    ['Remate desierto', 'NO SE PRESENTARON POSTORES'],
    ['Vista pública', 'SE REALIZÓ LA AUDIENCIA DE ALEGACIONES'],
    ['Providencia de segunda instancia', 'REVOCA EL AUTO APELADO'],
    // Requirements and endings in other spellings
    ['Requiérase a la parte actora', 'PARA QUE ACREDITE EL ENVÍO DEL AVISO'],
    ['Auto da por terminada la actuación', 'POR PAGO DE LAS CUOTAS EN MORA'],
    ['Auto termina parcialmente', 'RESPECTO DEL PAGARÉ No. 2'],
    ['Auto reconoce subrogación', 'AL FONDO NACIONAL DE GARANTÍAS'],
    ['Auto que inicia incidente de desacato', null],
    ['Auto ordena la notificación', 'AL DEMANDADO EN LA NUEVA DIRECCIÓN'],
    ['Auto de trámite', 'SE ORDENA EL EMPLAZAMIENTO DEL DEMANDADO'],
  ],
  rutina: [
    ['Auto que ordena devolver el expediente', 'AL JUZGADO DE ORIGEN'],
    ['Auto incorpora', 'RESPUESTA DEL BANCO'],
    ['Auto que reconoce personería', 'A LA APODERADA DE LA ENTIDAD'],
    ['Recibe memoriales por correo electrónico', 'CONTESTACIÓN DE LA DEMANDA'],
    ['Constancia de ejecutoria', null],
    ['Auto ordena entrega de oficios', 'AL APODERADO DE LA PARTE ACTORA'],
    ['Auto ordena entrega de copias', 'AUTÉNTICAS DE LA SENTENCIA'],
    ['Notificación de estado', 'ESTADO No. 45'],
    ['A la secretaría', 'PARA TRASLADO ART. 110 C.G.P.'],
  ],
};

const ABREVIATURAS: Caso[] = [
  ['NOT. PERSONAL', 'AL DEMANDADO'],
  ['NOTIFIC. POR AVISO', null],
  ['AUTO LIB. MANDAM. DE PAGO', null],
  ['Fijación estado', 'AUTO REQ. A LA PARTE ACTORA SO PENA DE DESISTIMIENTO'],
  ['Auto de trámite', 'FIJA FECHA AUD. INICIAL 3/05/2027 9 AM'],
  ['AUTO DECRETA MED. CAUT.', null],
  ['Auto de trámite', 'CORRE TRASL. EXCEP. DE MÉRITO'],
  ['AUTO INTERLOC. APRUEBA LIQ. CRÉDITO', null],
  ['A. I. NIEGA NULIDAD', null],
];

const FAMILIAS: [titulo: string, familia: Familia][] = [
  ['medidas cautelares being carried out', CAUTELARES_EN_CURSO],
  ['notification acts', NOTIFICACIONES],
  ['suspension, interruption, resumption', SUSPENSION],
  ['orders that set a term or money for a party', { importantes: ORDENES_CON_TERMINO, rutina: [] }],
  ['decisions named in a few words', DECISIONES_BREVES],
  ['a decision, a date or a term in the anotación of a generic entry', ANOTACION_DE_ENTRADA_GENERICA],
  [
    'final archiving of a process that already ended',
    { importantes: [], rutina: ARCHIVO_DE_PROCESO_TERMINADO },
  ],
  [
    'vocabulary of other jurisdictions: SAMAI, labour courts, execution offices, contempt',
    OTRAS_JURISDICCIONES,
  ],
  ["clerks' abbreviations", { importantes: ABREVIATURAS, rutina: [] }],
];

for (const [titulo, familia] of FAMILIAS)
  describe(`${titulo} (robustness table)`, () => {
    if (familia.importantes.length > 0) importante(familia.importantes);
    if (familia.rutina.length > 0) noImportante(familia.rutina);
  });
