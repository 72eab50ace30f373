/** Términos for each kind of actuación, with their dates counted by hand and their rule text. */
import { describe, expect, it } from 'vitest';
import { crearCalendarioJudicial } from './calendario.ts';
import { calcularTermino, textoVencimiento } from './terminos.ts';

const calendario = crearCalendarioJudicial();

describe('términos', () => {
  it('an estado: from the next business day, across San José and Holy Week 2026', () => {
    const termino = calcularTermino(calendario, {
      actuacion: 'Fijacion estado',
      anotacion: 'AUTO QUE CORRE TRASLADO DE LA LIQUIDACIÓN POR EL TÉRMINO DE CINCO (5) DÍAS',
      fecha: '2026-03-20',
      fechaInicial: '2026-03-24',
      fechaFinal: '2026-03-24',
    });
    // Fri 20: notified. Mon 23 San José; 24, 25, 26, 27 (4); 30 Mar–1 Apr Holy Week, 2–3 Apr
    // Jueves and Viernes Santo; Mon 6 Apr (5).
    expect(termino).toMatchObject({
      tipo: 'estado',
      dias: 5,
      notificacion: '2026-03-20',
      inicio: '2026-03-24',
      vence: '2026-04-06',
      // CPNU's fechaInicial = fechaFinal marks the first day of the term: it agrees with ours.
      fuente: { inicio: '2026-03-24', vence: '2026-03-24' },
      discrepancia: false,
    });
    expect(termino?.regla).toBe(
      '5 días hábiles desde el día siguiente a la notificación por estado del 20/03/2026, sin contar ' +
        'el 23/03 (festivo: San José), del 30/03 al 01/04 (Semana Santa), el 02/04 (festivo: Jueves Santo) ' +
        'y el 03/04 (festivo: Viernes Santo)',
    );
  });

  it('an auto: inserted in the estado the next business day, the term across the vacancia', () => {
    const termino = calcularTermino(calendario, {
      actuacion: 'Auto requiere',
      anotacion:
        'REQUIERE A LA PARTE DEMANDANTE PARA QUE DENTRO DE LOS TREINTA (30) DÍAS SIGUIENTES CUMPLA LA CARGA PROCESAL',
      fecha: '2025-12-10',
    });
    // Wed 10 Dec: auto; Thu 11: estado; Fri 12 (1), 15–16 (3), 17 Día de la Justicia, 18–19 (5),
    // vacancia, Mon 12 Jan Reyes, 13–16 (9), 19–23 (14), 26–30 (19), 2–6 Feb (24), 9–13 (29),
    // Mon 16 Feb (30).
    expect(termino).toMatchObject({
      tipo: 'auto',
      dias: 30,
      notificacion: '2025-12-11',
      inicio: '2025-12-12',
      vence: '2026-02-16',
      fuente: null,
      discrepancia: false,
    });
    expect(termino?.regla).toBe(
      '30 días hábiles desde el día siguiente a la notificación por estado del 11/12/2025 (el estado se ' +
        'fija el día hábil siguiente al auto del 10/12/2025, CGP art. 295), sin contar el 17/12 (Día de ' +
        'la Justicia), del 22/12 al 09/01 (vacancia judicial) y el 12/01 (festivo: Reyes Magos)',
    );
  });

  it('a personal notification by e-mail: done two business days after sending (Ley 2213 art. 8)', () => {
    const termino = calcularTermino(calendario, {
      actuacion: 'Notificación personal',
      anotacion:
        'SE ENVÍA NOTIFICACIÓN PERSONAL AL CORREO ELECTRÓNICO DEL DEMANDADO CONFORME AL ART. 8 LEY 2213 DE 2022. TÉRMINO DE TRASLADO VEINTE (20) DÍAS',
      fecha: '2025-06-16',
      fechaInicial: '2025-06-19',
      fechaFinal: '2025-07-17',
    });
    // Mon 16 Jun sent; 17, 18: notified on 18. 19–20 (2), 23 Corpus, 24–27 (6), 30 holiday,
    // 1–4 Jul (10), 7–11 (15), 14–18 (20).
    expect(termino).toMatchObject({
      tipo: 'mensajeDeDatos',
      dias: 20,
      notificacion: '2025-06-18',
      inicio: '2025-06-19',
      vence: '2025-07-18',
      fuente: { inicio: '2025-06-19', vence: '2025-07-17' },
      // The source ends a day earlier than the law counts: flagged.
      discrepancia: true,
    });
    expect(termino?.regla).toMatch(
      /^20 días hábiles desde el día siguiente a la notificación personal, que se entiende hecha el 18\/06\/2025, dos días hábiles después del envío del mensaje del 16\/06\/2025 \(Ley 2213 de 2022, art\. 8\), sin contar el 23\/06 \(festivo: Corpus Christi\) y el 30\/06 \(festivo: [^)]+\)$/,
    );
  });

  it('a traslado fixed in the list runs from the next day (CGP art. 110)', () => {
    const termino = calcularTermino(calendario, {
      actuacion: 'Fijacion en lista',
      anotacion: 'TRASLADO DE EXCEPCIONES DE MÉRITO POR TRES (3) DÍAS',
      fecha: '2026-08-06',
    });
    // Thu 6 Aug fixed; Fri 7 Boyacá; 10, 11, 12.
    expect(termino).toMatchObject({ tipo: 'traslado', dias: 3, inicio: '2026-08-10', vence: '2026-08-12' });
    expect(termino?.regla).toBe(
      '3 días hábiles desde el día siguiente a la fijación del traslado del 06/08/2026 (CGP art. 110), sin contar el 07/08 (festivo: Batalla de Boyacá)',
    );
  });

  it("counts the court's own closures", () => {
    const conCierre = crearCalendarioJudicial([
      {
        desde: '2026-09-14',
        hasta: '2026-09-15',
        ambito: { tipo: 'despacho', codigo: '050013103012' },
        motivo: 'traslado de sede',
      },
    ]);
    const actuacion = {
      actuacion: 'Fijacion estado',
      anotacion: 'Auto concede el término de 2 días para subsanar',
      fecha: '2026-09-11',
    };
    expect(calcularTermino(conCierre, { ...actuacion, despacho: '050013103012' })).toMatchObject({
      vence: '2026-09-17',
    });
    expect(calcularTermino(conCierre, { ...actuacion, despacho: '110013103001' })).toMatchObject({
      vence: '2026-09-15',
    });
    expect(calcularTermino(conCierre, { ...actuacion, despacho: '050013103012' })?.regla).toContain(
      'sin contar del 14/09 al 15/09 (cierre del despacho: traslado de sede)',
    );
  });

  it.each([
    ['Auto admite demanda', 'SE ADMITE LA DEMANDA VERBAL'],
    ['Al despacho', null],
    ['Recepción memorial', 'MEMORIAL DEL 3 DE MARZO'],
    ['Auto fija fecha audiencia', 'SE FIJA AUDIENCIA PARA EL DÍA 10 DE MARZO'],
  ])('%s opens no término', (actuacion, anotacion) => {
    expect(calcularTermino(calendario, { actuacion, anotacion, fecha: '2026-03-02' })).toBeNull();
  });

  it('says when it ends, relative to today', () => {
    expect(textoVencimiento('2026-04-06', '2026-04-06')).toBe('vence hoy');
    expect(textoVencimiento('2026-04-06', '2026-04-05')).toBe('vence mañana');
    expect(textoVencimiento('2026-04-06', '2026-03-30')).toBe('vence el 06/04/2026');
    expect(textoVencimiento('2026-04-06', '2026-04-07')).toBe('venció el 06/04/2026');
  });
});
