import { describe, expect, it } from 'vitest';
import { extraerAudiencias } from './audiencias.ts';

describe('hearings read from an actuación', () => {
  it('reads a long date with a.m. time and the hearing it names', () => {
    expect(
      extraerAudiencias(
        'Auto fija fecha audiencia y/o diligencia',
        'FIJA FECHA PARA AUDIENCIA INICIAL DE QUE TRATA EL ARTÍCULO 372 DEL C.G.P. EL 15 DE MARZO DE 2027 A LAS 9:00 A.M. LA AUDIENCIA SE REALIZARÁ DE MANERA VIRTUAL POR LIFESIZE.',
      ),
    ).toEqual([
      {
        fecha: '2027-03-15',
        hora: '09:00',
        titulo: 'Audiencia inicial',
        lineaFuente:
          'FIJA FECHA PARA AUDIENCIA INICIAL DE QUE TRATA EL ARTÍCULO 372 DEL C.G.P. EL 15 DE MARZO DE 2027 A LAS 9:00 A.M. LA AUDIENCIA SE REALIZARÁ DE MANERA VIRTUAL POR LIFESIZE.',
      },
    ]);
  });

  it('reads a short date with p.m. time; the auto’s own date is not a hearing', () => {
    const [audiencia, ...resto] = extraerAudiencias(
      'Auto señala fecha',
      'Mediante auto del 10/01/2027 se reprograma la audiencia de instrucción y juzgamiento para el día 03/02/2027 a las 2:30 pm.',
    );
    expect(resto).toEqual([]);
    expect(audiencia).toMatchObject({
      fecha: '2027-02-03',
      hora: '14:30',
      titulo: 'Audiencia de instrucción y juzgamiento',
    });
    expect(audiencia?.lineaFuente).toContain('para el día 03/02/2027 a las 2:30 pm');
  });

  it('reads the dates courts write in words and digits, and 12 m. as noon', () => {
    expect(
      extraerAudiencias(
        'SEÑALA FECHA PARA DILIGENCIA DE SECUESTRO',
        'Se señala el día quince (15) de abril de dos mil veintisiete (2027), a las 12:00 m.',
      ),
    ).toMatchObject([{ fecha: '2027-04-15', hora: '12:00', titulo: 'Diligencia de secuestro' }]);
  });

  it('reads a time written before the date and 24-hour times', () => {
    expect(
      extraerAudiencias('CONVOCA A AUDIENCIA DE CONCILIACIÓN a las 10:30 a.m. del 2 de junio de 2027'),
    ).toMatchObject([{ fecha: '2027-06-02', hora: '10:30', titulo: 'Audiencia de conciliación' }]);
    expect(
      extraerAudiencias(
        'Fija fecha remate',
        'Diligencia de remate el 2027-08-20 a partir de las 14:00 horas',
      ),
    ).toMatchObject([{ fecha: '2027-08-20', hora: '14:00', titulo: 'Diligencia de remate' }]);
  });

  it('reads an afternoon hour written without p.m. (courts sit from 7 to 17)', () => {
    expect(extraerAudiencias('Fija fecha audiencia concentrada para el 9/11/2027 a las 3')).toMatchObject([
      { fecha: '2027-11-09', hora: '15:00' },
    ]);
  });

  /*
   * Hearing times as Colombian courts write them in actuaciones (decision 0011, the hour rule).
   * Rows 1–7 are the everyday forms ('a las 9:00 a.m.', 'a las 2:30 p.m.', 'a las 14:00', words,
   * 'de la tarde', 'hora: 08:00', '7:30 AM'). The row marked 'modelled on' follows the phrasing of
   * a sample auto found by code search (sample data in a public repository, not a court record;
   * date changed); the code corpus held no real actuación texts to copy.
   */
  it.each([
    ['FIJA FECHA PARA AUDIENCIA INICIAL EL 15 DE MARZO DE 2027 A LAS 9:00 A.M.', '2027-03-15', '09:00'],
    [
      'Se reprograma la audiencia de instrucción y juzgamiento para el día 03/02/2027 a las 2:30 p.m.',
      '2027-02-03',
      '14:30',
    ],
    [
      'Convoca a audiencia de trámite y juzgamiento el 22 de abril de 2027 a las 14:00',
      '2027-04-22',
      '14:00',
    ],
    [
      'Señálese el día ocho (8) de junio de dos mil veintisiete (2027) a las ocho y treinta de la mañana para la audiencia concentrada',
      '2027-06-08',
      '08:30',
    ],
    ['Fija fecha para audiencia de conciliación el 10/05/2027 a las 3 de la tarde', '2027-05-10', '15:00'],
    ['Audiencia de pruebas. Nueva fecha: 2027-07-19, hora: 08:00', '2027-07-19', '08:00'],
    ['Se programa diligencia de secuestro para el 12/08/2027 7:30 AM', '2027-08-12', '07:30'],
    // Modelled on: 'SEÑALAR el día VEINTICINCO (25) DE AGOSTO DE DOS MIL VEINTISÉIS (2026) a las
    // NUEVE DE LA MAÑANA (09:00 A.M.) para llevar a cabo la AUDIENCIA INICIAL' (code search).
    [
      'SEÑALAR el día DIECIOCHO (18) DE OCTUBRE DE DOS MIL VEINTISIETE (2027) a las NUEVE DE LA MAÑANA (09:00 A.M.) para llevar a cabo la AUDIENCIA INICIAL',
      '2027-10-18',
      '09:00',
    ],
    ['Fija fecha audiencia de remate para el 9/11/2027 a las 2', '2027-11-09', '14:00'],
    ['Se fija audiencia inicial para el 14 de septiembre de 2027 a las 06:30', '2027-09-14', '06:30'],
    [
      'Fija fecha para audiencia de lectura de fallo el 1 de diciembre de 2027 a las 1:00 a.m.',
      '2027-12-01',
      '01:00',
    ],
    [
      'Reprograma audiencia de pruebas a las dos y treinta de la tarde del día 20 de enero de 2028',
      '2028-01-20',
      '14:30',
    ],
    [
      'Cita a audiencia de alegaciones y juzgamiento el 5 de mayo de 2027 a la una de la tarde',
      '2027-05-05',
      '13:00',
    ],
    ['Aplaza la audiencia de pruebas; nueva fecha: 16/06/2027 a las 4:00 p. m.', '2027-06-16', '16:00'],
    [
      'Se fija diligencia de inspección judicial el 2027-03-30 a partir de las 10:00 horas',
      '2027-03-30',
      '10:00',
    ],
    [
      'Fija fecha audiencia a las nueve (9:00) de la mañana del día martes 6 de abril de 2027',
      '2027-04-06',
      '09:00',
    ],
    [
      'Fija fecha audiencia de conciliación para el 21 de julio de 2027 a las 11:30 a.m. (once y treinta de la mañana)',
      '2027-07-21',
      '11:30',
    ],
    [
      'Señala fecha para audiencia de verificación de preacuerdo el 2 de febrero de 2028 a las diez y quince de la mañana',
      '2028-02-02',
      '10:15',
    ],
    ['Fija fecha audiencia preparatoria el 13/10/2027 a las tres (3:00 p.m.)', '2027-10-13', '15:00'],
  ])('reads %s', (texto, fecha, hora) => {
    expect(extraerAudiencias(texto)).toMatchObject([{ fecha, hora }]);
  });

  it('lets a.m./p.m. and de la mañana/tarde/noche win over the afternoon guess', () => {
    const hora = (cola: string) => extraerAudiencias(`Fija fecha audiencia el 15/03/2027 ${cola}`)[0]?.hora;
    expect(hora('a las 2:00 a.m.')).toBe('02:00');
    expect(hora('a las dos de la mañana')).toBe('02:00');
    expect(hora('a las 02:00 p.m.')).toBe('14:00'); // the marker beats the leading zero
    expect(hora('a las 7 de la noche')).toBe('19:00');
    expect(hora('a las 12 m.')).toBe('12:00');
    expect(hora('a las doce del mediodía')).toBe('12:00');
    // 'horas' says nothing about the half of the day: a bare 3 is still afternoon, 03 as written.
    expect(hora('a las 3:00 horas')).toBe('15:00');
    expect(hora('a las 03:00 horas')).toBe('03:00');
    expect(hora('a las 7')).toBe('07:00');
    // 'a más tardar' is not a.m.: 12 stays noon.
    expect(hora('a las 12 a más tardar')).toBe('12:00');
  });

  it('keeps a hearing without a time as a whole day, once', () => {
    expect(
      extraerAudiencias(
        'Auto fija fecha de audiencia',
        'Se fija como fecha para audiencia de pruebas el 20 de septiembre de 2027.',
      ),
    ).toEqual([
      {
        fecha: '2027-09-20',
        hora: null,
        titulo: 'Audiencia de pruebas',
        lineaFuente: 'Se fija como fecha para audiencia de pruebas el 20 de septiembre de 2027.',
      },
    ]);
  });

  it('gives the line the date is on when the text has several', () => {
    const [audiencia] = extraerAudiencias(
      'AUTO',
      'Resuelve: PRIMERO: tener por contestada la demanda.\nSEGUNDO: fijar fecha para audiencia inicial el 7 de julio de 2027 a las 8:00 a.m.\nTERCERO: notifíquese.',
    );
    expect(audiencia?.lineaFuente).toBe(
      'SEGUNDO: fijar fecha para audiencia inicial el 7 de julio de 2027 a las 8:00 a.m.',
    );
  });

  it('reads nothing from texts that schedule no hearing', () => {
    expect(extraerAudiencias('Fijacion estado', 'Actuación registrada el 15/03/2027 a las 10:05:11')).toEqual(
      [],
    );
    expect(
      extraerAudiencias(
        'AUTO CORRE TRASLADO',
        'Traslado por el término de diez (10) días desde el 03/02/2027',
      ),
    ).toEqual([]);
    expect(extraerAudiencias('Acta de audiencia', 'Audiencia celebrada el 15 de marzo de 2027')).toEqual([]);
    expect(extraerAudiencias('Fija fecha audiencia', 'para el 31/02/2027 a las 9:00 am')).toEqual([]);
    expect(extraerAudiencias(null, undefined, '')).toEqual([]);
  });
});
