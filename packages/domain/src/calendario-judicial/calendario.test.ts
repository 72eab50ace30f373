/**
 * The judicial calendar against dates worked out by hand: the holidays of Ley 51 de 1983 from
 * each year's Easter (2024-03-31, 2025-04-20, 2026-04-05, 2027-03-28) and the Monday rule, the
 * vacancia judicial, Holy Week and closures.
 */
import { describe, expect, it } from 'vitest';
import { crearCalendarioJudicial } from './calendario.ts';

/** Observed dates (after the move to Monday), worked out by hand. */
const FESTIVOS: Record<number, string[]> = {
  2024: [
    '01-01',
    '01-08',
    '03-25',
    '03-28',
    '03-29',
    '05-01',
    '05-13',
    '06-03',
    '06-10',
    '07-01',
    '07-20',
    '08-07',
    '08-19',
    '10-14',
    '11-04',
    '11-11',
    '12-08',
    '12-25',
  ],
  2025: [
    '01-01',
    '01-06',
    '03-24',
    '04-17',
    '04-18',
    '05-01',
    '06-02',
    '06-23',
    '06-30',
    '07-20',
    '08-07',
    '08-18',
    '10-13',
    '11-03',
    '11-17',
    '12-08',
    '12-25',
  ],
  2026: [
    '01-01',
    '01-12',
    '03-23',
    '04-02',
    '04-03',
    '05-01',
    '05-18',
    '06-08',
    '06-15',
    '06-29',
    '07-20',
    '08-07',
    '08-17',
    '10-12',
    '11-02',
    '11-16',
    '12-08',
    '12-25',
  ],
  2027: [
    '01-01',
    '01-11',
    '03-22',
    '03-25',
    '03-26',
    '05-01',
    '05-10',
    '05-31',
    '06-07',
    '07-05',
    '07-20',
    '08-07',
    '08-16',
    '10-18',
    '11-01',
    '11-15',
    '12-08',
    '12-25',
  ],
};

const SEMANA_SANTA: Record<number, string[]> = {
  2024: ['03-25', '03-26', '03-27'],
  2025: ['04-14', '04-15', '04-16'],
  2026: ['03-30', '03-31', '04-01'],
  2027: ['03-22', '03-23', '03-24'],
};

const esFinDeSemana = (fecha: string) => [0, 6].includes(new Date(`${fecha}T12:00:00Z`).getUTCDay());
const enVacancia = (fecha: string) => fecha.slice(5) <= '01-10' || fecha.slice(5) >= '12-20';

const calendario = crearCalendarioJudicial();

describe('the judicial calendar', () => {
  it.each(Object.keys(FESTIVOS).map(Number))(
    '%i: every national holiday and nothing else is a festivo',
    (year) => {
      const festivos = calendario
        .diasNoHabilesEntre(`${year}-01-01`, `${year}-12-31`)
        .filter((dia) => dia.motivo === 'festivo')
        .map((dia) => dia.fecha);
      // Holidays on a weekend are weekends; those inside the vacancia read as vacancia; Monday of
      // Holy Week may be San José (2024, 2027), which is a festivo.
      const esperados = FESTIVOS[year]
        .map((dia) => `${year}-${dia}`)
        .filter((fecha) => !esFinDeSemana(fecha) && !enVacancia(fecha));
      expect(festivos).toEqual(esperados);
      for (const fecha of FESTIVOS[year].map((dia) => `${year}-${dia}`))
        expect(calendario.esHabil(fecha), fecha).toBe(false);
    },
  );

  it.each(Object.keys(SEMANA_SANTA).map(Number))(
    '%i: Monday to Wednesday of Holy Week are closed',
    (year) => {
      for (const dia of SEMANA_SANTA[year]) expect(calendario.esHabil(`${year}-${dia}`), dia).toBe(false);
      const [lunes] = SEMANA_SANTA[year];
      // The Friday before Holy Week is a business day, and the term jumps to the Monday after Easter.
      const viernes = new Date(`${year}-${lunes}T12:00:00Z`);
      viernes.setUTCDate(viernes.getUTCDate() - 3);
      const viernesAntes = viernes.toISOString().slice(0, 10);
      expect(calendario.esHabil(viernesAntes)).toBe(true);
      const lunesPascua = new Date(`${year}-${lunes}T12:00:00Z`);
      lunesPascua.setUTCDate(lunesPascua.getUTCDate() + 7);
      expect(calendario.siguienteHabil(viernesAntes)).toBe(lunesPascua.toISOString().slice(0, 10));
    },
  );

  it('counts no day of the vacancia judicial (20 December to 10 January) nor the Día de la Justicia', () => {
    expect(calendario.esHabil('2025-12-16')).toBe(true);
    expect(calendario.esHabil('2025-12-17')).toBe(false);
    expect(calendario.esHabil('2025-12-19')).toBe(true);
    for (const fecha of ['2025-12-22', '2025-12-24', '2025-12-26', '2025-12-30', '2026-01-02', '2026-01-09'])
      expect(calendario.esHabil(fecha), fecha).toBe(false);
    // 2026: courts reopen on Tuesday 13 January, Monday 12 being Reyes (sources.md §3).
    expect(calendario.siguienteHabil('2025-12-19')).toBe('2026-01-13');
    expect(calendario.sumarDiasHabiles('2025-12-18', 2)).toBe('2026-01-13');
    // 2025: 10 January is a Friday inside the vacancia; Monday 13 is business.
    expect(calendario.siguienteHabil('2024-12-19')).toBe('2025-01-13');
  });

  it('adds business days across weekends, holidays and year ends', () => {
    // Friday 20 March 2026 + 1: Monday 23 is San José.
    expect(calendario.sumarDiasHabiles('2026-03-20', 1)).toBe('2026-03-24');
    expect(calendario.sumarDiasHabiles('2026-03-20', 0)).toBe('2026-03-20');
    // Friday 1 August 2025 + 5: Thursday 7 is Boyacá.
    expect(calendario.sumarDiasHabiles('2025-08-01', 5)).toBe('2025-08-11');
    // 30 business days from Friday 28 November 2025: 1–5 Dec (5), 9–12 (9; 8 is a holiday),
    // 15–16 (11), 18–19 (13; 17 is the Día de la Justicia), then the vacancia and Reyes on
    // 12 January: 13–16 Jan (17), 19–23 (22), 26–30 (27), 2–4 Feb (30).
    expect(calendario.sumarDiasHabiles('2025-11-28', 30)).toBe('2026-02-04');
  });

  it("keeps a court's closure to that court, and a city's closure to that city's courts", () => {
    const conCierres = crearCalendarioJudicial([
      {
        desde: '2026-05-04',
        hasta: '2026-05-05',
        ambito: { tipo: 'despacho', codigo: '680013103001' },
        motivo: 'traslado de sede',
      },
      {
        desde: '2026-05-06',
        hasta: '2026-05-06',
        ambito: { tipo: 'ciudad', codigo: '68001' },
        motivo: 'paro',
      },
      {
        desde: '2026-05-07',
        hasta: '2026-05-07',
        ambito: { tipo: 'nacional' },
        motivo: 'suspensión de términos',
      },
    ]);
    const bucaramanga = '680013103001';
    const otroDeBucaramanga = '680014003002';
    const bogota = '110013103001';
    expect(conCierres.esHabil('2026-05-04', bucaramanga)).toBe(false);
    expect(conCierres.esHabil('2026-05-04', otroDeBucaramanga)).toBe(true);
    expect(conCierres.esHabil('2026-05-06', otroDeBucaramanga)).toBe(false);
    expect(conCierres.esHabil('2026-05-06', bogota)).toBe(true);
    expect(conCierres.esHabil('2026-05-07', bogota)).toBe(false);
    expect(conCierres.sumarDiasHabiles('2026-05-01', 1, bucaramanga)).toBe('2026-05-08');
    expect(conCierres.sumarDiasHabiles('2026-05-01', 1, bogota)).toBe('2026-05-04');
    expect(conCierres.diasNoHabilesEntre('2026-05-01', '2026-05-08', bucaramanga)).toEqual([
      { fecha: '2026-05-01', motivo: 'festivo', detalle: 'Día del Trabajo' },
      { fecha: '2026-05-04', motivo: 'cierre', detalle: 'traslado de sede' },
      { fecha: '2026-05-05', motivo: 'cierre', detalle: 'traslado de sede' },
      { fecha: '2026-05-06', motivo: 'cierre', detalle: 'paro' },
      { fecha: '2026-05-07', motivo: 'cierre', detalle: 'suspensión de términos' },
    ]);
    // The calendar without closures is untouched.
    expect(calendario.esHabil('2026-05-04', bucaramanga)).toBe(true);
  });

  it('adds the same days as counting one day at a time, with and without closures', () => {
    const cierres = crearCalendarioJudicial([
      {
        desde: '2026-02-02',
        hasta: '2026-02-20',
        ambito: { tipo: 'ciudad', codigo: '05001' },
        motivo: 'paro',
      },
      {
        desde: '2026-02-16',
        hasta: '2026-03-03',
        ambito: { tipo: 'despacho', codigo: '050013103012' },
        motivo: 'sede',
      },
      { desde: '2026-06-01', hasta: '2026-06-01', ambito: { tipo: 'nacional' }, motivo: 'suspensión' },
    ]);
    const uno = (fecha: string) => {
      const dia = new Date(`${fecha}T12:00:00Z`);
      dia.setUTCDate(dia.getUTCDate() + 1);
      return dia.toISOString().slice(0, 10);
    };
    // A small deterministic generator: the same cases every run.
    let semilla = 7;
    const azar = (hasta: number) => {
      semilla = (semilla * 1_103_515_245 + 12_345) % 2_147_483_648;
      return semilla % hasta;
    };
    for (let caso = 0; caso < 2_000; caso++) {
      const inicio = new Date(Date.UTC(2025, 9, 1) + azar(400) * 86_400_000).toISOString().slice(0, 10);
      const n = azar(40);
      const despacho = ['050013103012', '050014003001', '110013103001'][azar(3)];
      let esperado = inicio;
      for (let contados = 0; contados < n; ) {
        esperado = uno(esperado);
        if (cierres.esHabil(esperado, despacho)) contados += 1;
      }
      expect(cierres.sumarDiasHabiles(inicio, n, despacho), `${inicio} + ${n} en ${despacho}`).toBe(esperado);
    }
  });
});
