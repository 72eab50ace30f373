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

  it('reads an afternoon hour written without p.m. (courts sit from 8 to 17)', () => {
    expect(extraerAudiencias('Fija fecha audiencia concentrada para el 9/11/2027 a las 3')).toMatchObject([
      { fecha: '2027-11-09', hora: '15:00' },
    ]);
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
