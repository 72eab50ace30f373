import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aIdFecha,
  diaBogota,
  diasEntre,
  formatearDia,
  formatearFechaHora,
  formatearInstante,
  horaBogota,
  instanteBogota,
  leerDia,
  sumarDias,
  sumarMeses,
  ultimoDiaDelMes,
} from './index.ts';

describe('sumarDias', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-05-10', 0, '2026-05-10'],
    ['2026-05-10', 30, '2026-06-09'],
  ])('%s + %i = %s', (dia, dias, esperado) => {
    expect(sumarDias(dia, dias)).toBe(esperado);
  });

  it('counts the days between two days, either way round', () => {
    expect(diasEntre('2026-02-27', '2026-03-01')).toBe(2);
    expect(diasEntre('2028-02-27', '2028-03-01')).toBe(3);
    expect(diasEntre('2026-03-01', '2026-02-27')).toBe(-2);
  });
});

describe('sumarMeses (the day clamped to the month end)', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-12-10', 1, '2027-01-10'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-01-31', -2, '2025-11-30'],
    ['2026-05-20', 14, '2027-07-20'],
    ['2026-05-31', -17, '2024-12-31'],
  ])('%s + %i month(s) = %s', (dia, meses, esperado) => {
    expect(sumarMeses(dia, meses)).toBe(esperado);
  });

  it('knows the leap years: every fourth, not centuries, but every fourth century', () => {
    expect(ultimoDiaDelMes(2024, 2)).toBe(29);
    expect(ultimoDiaDelMes(2100, 2)).toBe(28);
    expect(ultimoDiaDelMes(2000, 2)).toBe(29);
    expect(ultimoDiaDelMes(2026, 4)).toBe(30);
    expect(ultimoDiaDelMes(2026, 12)).toBe(31);
  });
});

describe('the Bogotá day (UTC−5)', () => {
  it('turns at 05:00 UTC, not at UTC midnight', () => {
    expect(diaBogota(new Date('2026-03-02T04:59:59Z'))).toBe('2026-03-01');
    expect(diaBogota(new Date('2026-03-02T05:00:00Z'))).toBe('2026-03-02');
    expect(diaBogota(new Date('2027-01-01T04:59:00Z'))).toBe('2026-12-31');
    expect(diaBogota(new Date('2028-03-01T03:00:00Z'))).toBe('2028-02-29');
  });

  it('reads the hour on the 24-hour Bogotá clock', () => {
    expect(horaBogota(new Date('2026-03-02T05:00:00Z'))).toBe('00:00');
    expect(horaBogota(new Date('2026-03-02T04:59:00Z'))).toBe('23:59');
    expect(horaBogota(new Date('2026-03-02T18:07:00Z'))).toBe('13:07');
  });

  it('turns a Bogotá wall-clock time into its instant, and back', () => {
    expect(instanteBogota('2026-03-01', '23:30').toISOString()).toBe('2026-03-02T04:30:00.000Z');
    expect(instanteBogota('2026-03-02', '08:00').toISOString()).toBe('2026-03-02T13:00:00.000Z');
    const instante = instanteBogota('2028-02-29', '00:00');
    expect([diaBogota(instante), horaBogota(instante)]).toEqual(['2028-02-29', '00:00']);
  });

  it('defaults to now', () => {
    expect(diaBogota()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  /** What the platform's time-zone data says of an instant on the Bogotá clock ('sv-SE' writes ISO-like dates). */
  const segunDatosDeZona = (instante: Date) => {
    const [dia = '', hora = ''] = instante
      .toLocaleString('sv-SE', { timeZone: 'America/Bogota', hourCycle: 'h23' })
      .split(' ');
    return [dia, hora.slice(0, 5)];
  };

  it('agrees with the tz data on every instant from 1994 to 2100 (the fixed offset)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1994-01-01T05:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instante) => {
          expect([diaBogota(instante), horaBogota(instante)]).toEqual(segunDatosDeZona(instante));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("reads Colombia's 1992–93 summer time (UTC−4) from the tz data", () => {
    const enVerano = new Date('1992-08-01T04:30:00Z');
    expect([diaBogota(enVerano), horaBogota(enVerano)]).toEqual(['1992-08-01', '00:30']);
    expect([diaBogota(enVerano), horaBogota(enVerano)]).toEqual(segunDatosDeZona(enVerano));
    const antes = new Date('1990-05-10T17:00:00Z');
    expect([diaBogota(antes), horaBogota(antes)]).toEqual(segunDatosDeZona(antes));
  });

  it('refuses an invalid date as before', () => {
    expect(() => diaBogota(new Date('no es una fecha'))).toThrow(RangeError);
  });
});

describe('dd/mm/yyyy', () => {
  it('writes a calendar day, and passes null through', () => {
    expect(formatearDia('2026-02-09')).toBe('09/02/2026');
    expect(formatearDia('2026-02-09T23:00:00.000Z')).toBe('09/02/2026');
    expect(formatearDia(null)).toBeNull();
  });

  it('writes an instant on the Bogotá calendar', () => {
    expect(formatearInstante(new Date('2026-02-10T03:00:00Z'))).toBe('09/02/2026');
    expect(formatearInstante(new Date('2026-02-10T05:00:00Z'))).toBe('10/02/2026');
    expect(formatearInstante(null)).toBeNull();
  });

  it('reads a day typed as dd/mm/aaaa back, and nothing else', () => {
    expect(leerDia('09/02/2026')).toBe('2026-02-09');
    expect(leerDia(' 9/2/2026 ')).toBe('2026-02-09');
    expect(leerDia('29/02/2028')).toBe('2028-02-29');
    for (const texto of [
      '29/02/2026',
      '31/04/2026',
      '00/01/2026',
      '10/13/2026',
      '2026-02-09',
      '09/02/26',
      '',
    ])
      expect(leerDia(texto), texto).toBeNull();
    // Whatever day is written, reading it gives the same day.
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (fecha) => {
          const dia = fecha.toISOString().slice(0, 10);
          expect(leerDia(formatearDia(dia))).toBe(dia);
        },
      ),
    );
  });

  it('writes date and time on the Bogotá clock', () => {
    expect(formatearFechaHora(new Date('2026-01-01T04:30:00Z'))).toBe('31/12/2025 23:30');
    expect(formatearFechaHora(new Date('2026-07-04T14:05:00Z'))).toBe('04/07/2026 09:05');
  });

  it('names a day by its yyyymmdd number', () => {
    expect(aIdFecha('2026-02-09')).toBe(20260209);
  });
});
