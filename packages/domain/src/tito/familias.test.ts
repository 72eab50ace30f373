/**
 * One table per family of the labelling guideline (etiquetado/README.md, issue 19). The names and
 * anotaciones are written for this test, in the courts' style; none is copied from the labelled
 * sets, so this file never leaks the held-out side.
 */
import { describe, expect, it } from 'vitest';
import { priorizarCambio } from './priorizar-cambio.ts';

const tito = (descripcion: string, anotacion: string | null = null, fechaActuacion = '2026-11-20') =>
  priorizarCambio({ tipoCambio: 0, descripcion, anotacion, fechaActuacion });

function importante(casos: [string, string | null][]) {
  it.each(casos)('prioritises «%s» / «%s» with a reason and its rule', (nombre, anotacion) => {
    const result = tito(nombre, anotacion);
    expect(result.esPriorizado).toBe(true);
    expect(result.razon).toMatch(/\w.*[.:]/);
    expect(result.regla).toBe(result.reglas.at(-1));
    expect(result.borradorConclusion).toContain('Siguiente paso:');
  });
}

function noImportante(casos: [string, string | null][]) {
  it.each(casos)('does not prioritise «%s» / «%s»', (nombre, anotacion) => {
    const result = tito(nombre, anotacion);
    expect(result.esPriorizado).toBe(false);
    expect(result.razon).toBeNull();
    expect(result.regla).toMatch(/\w/);
  });
}

describe('medidas cautelares being carried out', () => {
  importante([
    ['Auto comisiona para diligencia de secuestro', null],
    ['Elaboración de despacho comisorio', 'DC 118 PARA EL INSPECTOR DE POLICÍA'],
    ['Auto ordena la retención del automotor', null],
    ['Auto incorpora despacho comisorio diligenciado', null],
    ['Auto resuelve sobre remanentes', 'SE TIENEN EN CUENTA LOS REMANENTES SOLICITADOS'],
  ]);
  it('says what kind of decision it is', () => {
    expect(tito('Auto comisiona para diligencia de secuestro').categoria).toBe('medidaCautelar');
  });
});

describe('notification acts', () => {
  importante([
    ['Notificación por aviso', null],
    ['Auto tiene por notificada a la demandada por conducta concluyente', null],
    ['Auto tener por notificado personalmente', null],
    ['Acta de notificación personal', 'SE NOTIFICA AL EJECUTADO DEL MANDAMIENTO DE PAGO'],
    ['Entrega de aviso de notificación', null],
    ['Auto ordena emplazar al demandado', null],
  ]);
  noImportante([['Recepción informe de notificación', 'LA ACTORA ALLEGA CITATORIO ENTREGADO']]);
});

describe('suspension and interruption', () => {
  importante([
    ['Auto decreta la suspensión del proceso', 'POR SEIS MESES A SOLICITUD DE LAS PARTES'],
    ['Auto declara interrumpido el proceso', 'POR MUERTE DEL APODERADO'],
    ['Auto reanuda el trámite', null],
  ]);
  it('files them as suspension', () => {
    expect(tito('Auto reanuda el trámite').categoria).toBe('suspension');
  });
});

describe('orders that set a term or money for a party', () => {
  importante([
    ['Auto fija caución', 'PRESTAR CAUCIÓN DEL 20% EN 10 DÍAS'],
    ['Auto fija gastos de curaduría', null],
    ['Auto ordena practicar la liquidación del crédito', null],
    ['Auto ordena aclarar la petición', null],
    ['Auto ordena notificar a los herederos', null],
  ]);
});

describe('decisions named in a few words', () => {
  importante([
    ['Niega la tutela', null],
    ['Auto aprueba el remate', null],
    ['Auto no tiene en cuenta la liquidación aportada', null],
    ['Auto resuelve adición de la sentencia', null],
    ['Auto ordena entregar depósitos judiciales', null],
    ['Auto resuelve el retiro de la demanda', null],
    ['Retiro de la demanda', null],
    ['Auto estese a lo dispuesto en providencia anterior', null],
    ['Auto designa curador ad litem', null],
  ]);
  noImportante([['Retiro de demanda rechazada', null]]);
});

describe('generic entries decided by their anotación', () => {
  importante([
    ['Auto de trámite', 'SE ACEPTA LA INTERVENCIÓN DEL ACREEDOR HIPOTECARIO'],
    ['Auto de trámite', 'PREVIO A RESOLVER, LA PARTE ACTORA ACREDITE EL TRÁMITE DEL OFICIO'],
    ['Auto reconoce personería', 'Y NIEGA LA SOLICITUD DE TERMINACIÓN'],
    ['Auto ordena oficiar', 'Y SUSPENDE EL PROCESO HASTA QUE LA ENTIDAD RESPONDA'],
    ['Auto resuelve solicitud', null],
    ['El despacho resuelve', 'RECHAZA LA NULIDAD PROPUESTA'],
    ['Auto pone en conocimiento', null],
    ['Fijación estado', 'AUTO DECRETA EMBARGO DE CUENTAS'],
    ['Constancia secretarial', 'SE CORRE TRASLADO DE LAS EXCEPCIONES POR EL TÉRMINO DE 10 DÍAS'],
  ]);
  noImportante([
    ['Auto de trámite', 'SE AGREGA AL EXPEDIENTE LA RESPUESTA DEL BANCO'],
    ['Auto de trámite', null],
    ['Auto reconoce personería', 'SE RECONOCE PERSONERÍA A LA APODERADA SUSTITUTA'],
    ['Auto resuelve renuncia de poder', 'ACEPTA LA RENUNCIA DEL APODERADO'],
    ['Auto resuelve solicitud', 'ORDENA EXPEDIR COPIAS AUTÉNTICAS'],
    ['Fijación estado', 'Actuación registrada el 12/05/2026 a las 08:01:13.'],
    ['Constancia secretarial', 'PASA A LA LETRA CON DOS CUADERNOS'],
    ['Envío de comunicaciones', 'SE REMITEN OFICIOS A LOS BANCOS'],
  ]);
  it('quotes the anotación in the draft of a prioritised generic auto', () => {
    const result = tito('Auto de trámite', 'SE ACEPTA LA INTERVENCIÓN DEL ACREEDOR HIPOTECARIO');
    expect(result.borradorConclusion).toContain('«SE ACEPTA LA INTERVENCIÓN DEL ACREEDOR HIPOTECARIO»');
    expect(result.reglas[0]).toBe('anotacion');
  });
});

describe('dates and hearings written in a secretarial or generic entry', () => {
  importante([
    ['Constancia secretarial', 'SE REPROGRAMA LA AUDIENCIA PARA EL 3 DE FEBRERO DE 2027 A LAS 2:30 P. M.'],
    ['Envío de comunicaciones', 'SE CITA A LAS PARTES A AUDIENCIA DEL ARTÍCULO 372 EL 9 DE MARZO DE 2027'],
    ['Telegrama', 'SE COMUNICA LA DILIGENCIA DE SECUESTRO FIJADA PARA EL 12/04/2027 A LAS 9 A. M.'],
    ['Recepción del expediente', 'REMATE PARA EL 9 DE FEBRERO DE 2027 A LAS 8:30 A. M. // PASA A OFICIOS'],
    ['Acta de audiencia', 'SE SUSPENDE LA DILIGENCIA PARA EL 2 DE MARZO A LAS 9AM'],
    ['Señala fecha de remate', 'SUBASTA: FEBRERO 3 DE 2027 A LAS 3:30 P. M.'],
  ]);
  it('reads each of those dates into the output', () => {
    expect(
      tito('Recepción del expediente', 'REMATE PARA EL 9 DE FEBRERO DE 2027 A LAS 8:30 A. M.').audiencias[0],
    ).toMatchObject({ fecha: '2027-02-09', hora: '08:30' });
    expect(
      tito('Acta de audiencia', 'SE SUSPENDE LA DILIGENCIA PARA EL 2 DE MARZO A LAS 9AM').audiencias[0],
    ).toMatchObject({ fecha: '2027-03-02', hora: '09:00' });
    expect(
      tito('Señala fecha de remate', 'SUBASTA: FEBRERO 3 DE 2027 A LAS 3:30 P. M.').audiencias[0],
    ).toMatchObject({ fecha: '2027-02-03', hora: '15:30' });
  });
  it('does not take the end of a suspension for a hearing', () => {
    expect(
      tito('Acta audiencia de conciliación', 'SUSPENDE EL PROCESO HASTA EL 31 DE JULIO DE 2027').audiencias,
    ).toEqual([]);
  });
});

describe('final archiving of a process that already ended', () => {
  noImportante([
    ['Archivo definitivo', null],
    ['Archivo Definitivo', 'PAQUETE 118'],
    ['Desarchivo del expediente', null],
  ]);
});

describe('memoriales: never «trámite de rutina» when the anotación names a filing', () => {
  it.each([
    [
      'Recepción memorial',
      'ESCRITO DE CONTESTACIÓN DE LA DEMANDA Y EXCEPCIONES',
      /excepciones.*art\. 370.*art\. 443/,
    ],
    ['Recepción memorial', 'SOLICITUD DE MEDIDAS CAUTELARES', /medidas cautelares.*CGP arts\. 588/],
    ['Recepción memorial', 'APORTA LIQUIDACIÓN DEL CRÉDITO ACTUALIZADA', /liquidación.*art\. 446/],
    ['Recepción memorial', 'INTERPONE RECURSO DE REPOSICIÓN CONTRA EL AUTO ANTERIOR', /recurso.*traslado/],
    ['Recepción memorial', 'SOLICITA NULIDAD POR INDEBIDA NOTIFICACIÓN', /nulidad.*art.*134/],
    ['Recepción memorial', 'DESISTIMIENTO DE LAS PRETENSIONES', /desistimiento.*314/],
    ['Recepción memorial', 'SOLICITA TERMINACIÓN POR PAGO TOTAL DE LA OBLIGACIÓN', /terminación.*art\. 461/],
    ['Memorial al despacho', 'ALLEGA PODER Y SOLICITA RECONOCER PERSONERÍA', /poder.*personería/],
    ['Recepción memorial', 'RENUNCIA AL PODER CONFERIDO', /renunció.*art\. 76/],
    ['Recepción memorial', 'PROPONE INCIDENTE DE REGULACIÓN DE HONORARIOS', /incidente.*art\. 129/],
    ['Recepción memorial', 'LA DEMANDADA DESCORRE EL TRASLADO DEL RECURSO', /descorrió un traslado/],
    ['Recepción memorial', 'ALLEGA SOPORTE DE ABONO A LA DEUDA', /abono.*art\. 446/],
    ['Recepción memorial', 'ALLEGA CITATORIO ART. 291 COTEJADO', /notificación.*arts\. 291 a 293/],
    ['Recepción memorial', 'POLICÍA REPORTA INMOVILIZACIÓN DEL VEHÍCULO', /medida cautelar/],
    ['Recepción memorial', 'CUMPLIMIENTO DE REQUERIMIENTO DEL AUTO ANTERIOR', /requerimiento.*art\. 317/],
  ])('drafts «%s» / «%s» with what was filed and what comes next', (nombre, anotacion, esperado) => {
    const result = tito(nombre, anotacion);
    expect(result.esPriorizado).toBe(false);
    expect(result.borradorConclusion).not.toMatch(/rutina/);
    expect(result.borradorConclusion).toMatch(esperado);
    expect(result.borradorConclusion).toContain('Siguiente paso:');
    expect(result.reglas[0]).toBe('memorial');
  });

  it('says a memorial with no named filing is routine', () => {
    expect(tito('Recepción memorial', 'ACUSO RECIBIDO').borradorConclusion).toMatch(/rutina/);
  });

  it('drafts a pass to the office with what it is for, and no decision yet', () => {
    const result = tito('Al despacho', 'VENCIDO EL TRASLADO DE LAS EXCEPCIONES');
    expect(result.esPriorizado).toBe(false);
    expect(result.borradorConclusion).toContain('«VENCIDO EL TRASLADO DE LAS EXCEPCIONES»');
  });
});

describe('hearing dates reach the draft and the output', () => {
  it('reads a date without its year against the actuación date, in words and with a virtual link', () => {
    const result = tito(
      'Auto fija fecha audiencia y/o diligencia',
      'SEÑALA EL DÍA QUINCE (15) DE ENERO A LAS DOS Y TREINTA DE LA TARDE PARA AUDIENCIA INICIAL, ENLACE https://teams.microsoft.com/l/meetup-join/abc123',
      '2026-11-20',
    );
    expect(result.audiencias).toEqual([
      expect.objectContaining({
        fecha: '2027-01-15',
        hora: '14:30',
        enlace: 'https://teams.microsoft.com/l/meetup-join/abc123',
      }),
    ]);
    expect(result.borradorConclusion).toContain('Fecha señalada: 15/01/2027 a las 14:30 (audiencia inicial)');
    expect(result.borradorConclusion).toContain('https://teams.microsoft.com/l/meetup-join/abc123');
  });

  it('keeps a year-less date in the same year when it is still ahead', () => {
    const result = tito('Señala fecha de remate', 'PARA EL 4 DE DICIEMBRE A LAS 10:00 A. M.', '2026-11-20');
    expect(result.audiencias[0]).toMatchObject({ fecha: '2026-12-04', hora: '10:00' });
  });

  it('gives the date in the name too', () => {
    const result = tito('Audiencia de remate programada para el 7 de mayo de 2027 a las 8:00 a. m.');
    expect(result.audiencias[0]).toMatchObject({ fecha: '2027-05-07', hora: '08:00' });
  });

  it('reports no hearing where the text fixes none', () => {
    expect(tito('Auto admite demanda').audiencias).toEqual([]);
  });
});

describe('vocabulary of other courts and execution offices (issue 19 follow-up, second development recorder)', () => {
  importante([
    ['Auto admitiendo acción de tutela', null],
    ['Auto de segunda instancia confirmado', null],
    ['Confirma parcialmente la decisión impugnada', null],
    ['Auto cúmplase lo dispuesto por el superior', null],
    ['Auto de cúmplase', 'REVOCA Y ORDENA REHACER LA ACTUACIÓN'],
    ['Auto decide', 'No repone el auto recurrido y tiene por notificado al ejecutado'],
    ['Auto decide sobre la liquidación de costas', null],
    ['Auto decreta', null],
    ['Auto interlocutorio', 'SE ACEPTA EL DESISTIMIENTO DEL RECURSO'],
    ['Auto niega entrega de depósito judicial', null],
    ['Auto ordena entrega de título judicial', null],
    ['Auto ordena la liquidación del crédito', null],
    ['Notificación del auto que libra mandamiento', null],
    ['Auto pone en conocimiento', null],
  ]);
  noImportante([
    ['CyN Para Traslado', 'MEMORIAL RECURSO DE REPOSICIÓN - PARA LISTA DE TRASLADO'],
    ['AGE Cita Tramitada', 'ENLACE ENVIADO AL CORREO DEL APODERADO'],
    ['Competencia (No Rechazadas)', 'SE REMITE POR COMPETENCIA AL JUZGADO DEL CIRCUITO'],
    ['Solicitud de impugnación', 'ESCRITO DE LA PARTE ACCIONADA'],
    ['Auto pone en conocimiento', 'Ordena oficiar al pagador'],
  ]);
});

describe('vocabulary of a later version of the second development recorder (issue 19, third follow-up)', () => {
  importante([
    ['Concede tutela', null],
    ['Auto decide apelación o recursos', null],
    ['Auto resuelve la apelación', 'CONFIRMA'],
    ['Auto declara en firme liquidación de costas', null],
    ['Fijación en lista (3) días', null],
    ['Auto niega', 'NO ACCEDE A LA SOLICITUD DE LA PARTE'],
    ['Trámites de secretaría', 'Se notifica a las partes la sentencia por correo'],
    ['Trámite secretarial', 'Notificación a las partes del auto que admite'],
  ]);
  noImportante([
    ['Trámites de secretaría', 'Se remite el expediente digital al archivo'],
    ['Constancia secretarial.', 'Deja constancia de que entró un memorial que pide embargo'],
    ['Envio a superior por interpuestos sin finalización', null],
    ['Incorpora expediente digitalizado', 'DEMANDA POR REPARTO'],
  ]);
});

describe('vocabulary of a third development recorder (issue 19, fourth follow-up)', () => {
  importante([
    ['Auto requiriendo a la parte actora', null],
    ['Auto requiriendo', 'PARA QUE NOTIFIQUE SO PENA DE DESISTIMIENTO'],
    ['Auto art. 440 del C.G.P.', null],
    ['Auto que ordena seguir adelante con la ejecución', null],
    ['Seguir adelante la ejecución (art. 440)', null],
    ['Auto acepta el impedimento del juez', 'AVOCA EL CONOCIMIENTO'],
    ['Auto por el cual el juez se declara impedido', null],
    ['Auto declara la falta de competencia', 'REMÍTASE AL JUEZ DEL DOMICILIO'],
    ['Auto propone conflicto negativo de competencia', null],
    ['Auto concede término de diez días al ejecutante', null],
    ['Auto modifica la providencia anterior', null],
    ['Auto estarse a lo resuelto por el tribunal', null],
    ['Auto niega personería al abogado', null],
    ['Auto señala las agencias en derecho', null],
    ['Auto decreta la nulidad de lo actuado', null],
    ['Auto de trámite', 'Ordena emplazar a los herederos indeterminados'],
    ['Auto ordena oficiar', 'Y REQUERIR AL PAGADOR'],
    ['Auto de trámite', 'Se tiene en cuenta el abono reportado'],
  ]);
  noImportante([
    ['Auto de trámite', 'Téngase en cuenta la nueva dirección del apoderado'],
    ['Auto resuelve renuncia de poder', '(se acepta)'],
  ]);
  it('files the order to continue the execution as a decision of substance', () => {
    expect(tito('Auto art. 440 del C.G.P.').categoria).toBe('decisionDeFondo');
  });
});

describe('an auto named by its decision verb, whatever the object (guideline: every other auto that decides)', () => {
  importante([
    ['Auto niega la nulidad propuesta', null],
    ['Auto aprueba el avalúo del inmueble', null],
    ['Auto levanta las medidas', null],
    ['Auto abre incidente de desacato', null],
    ['Auto sanciona por desacato', null],
    ['Auto que declara probada la excepción', null],
    ['Auto libra orden de pago', null],
    ['Providencia que aprueba la partición', null],
  ]);
  noImportante([
    ['Auto acepta la renuncia del poder', null],
    ['Auto acepta sustitución de poder', null],
  ]);
  it('gives the rule it came from', () => {
    expect(tito('Auto niega la nulidad propuesta').regla).toBe('auto-con-verbo-de-decision');
  });
});
