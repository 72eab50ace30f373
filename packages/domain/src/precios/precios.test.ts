import { describe, expect, it } from 'vitest';
import {
  diasRestantesOnboarding,
  fuentesExtra,
  PLANES_PRECIO,
  parseProcesos,
  porcentajeDescuento,
  precioPorConsulta,
  simularPlanes,
  solicitudLlamadaSchema,
  valorMensual,
} from './index.ts';

function plan(nombre: string) {
  const found = PLANES_PRECIO.find((p) => p.nombre === nombre);
  if (!found) throw new Error(`Plan desconocido: ${nombre}`);
  return found;
}

describe('the seven plans', () => {
  it('carry the seed 002 §9 figures in order', () => {
    expect(PLANES_PRECIO.map((p) => [p.nombre, p.consultasPorMes, p.precioInicial, p.recargo])).toEqual([
      ['Todos los días', 26, 1335, 134],
      ['Lunes y Miércoles', 8, 796, 80],
      ['Martes y Jueves', 8, 847, 85],
      ['Miércoles y Viernes', 8, 899, 90],
      ['Una vez por semana', 4, 633, 63],
      ['Dos veces al mes', 2, 529, 53],
      ['Una vez al mes', 1, 397, 40],
    ]);
  });
});

describe('fuentesExtra', () => {
  it('is 0 with the three default sources and moves by one per toggle', () => {
    expect(fuentesExtra(3)).toBe(0);
    expect(fuentesExtra(4)).toBe(1);
    expect(fuentesExtra(7)).toBe(4);
    expect(fuentesExtra(2)).toBe(-1);
    expect(fuentesExtra(1)).toBe(-2);
  });

  it('refuses no source or more than seven', () => {
    expect(() => fuentesExtra(0)).toThrow(RangeError);
    expect(() => fuentesExtra(8)).toThrow(RangeError);
    expect(() => fuentesExtra(2.5)).toThrow(RangeError);
  });
});

describe('porcentajeDescuento (volume bands)', () => {
  it.each([
    [1, 0],
    [300, 0],
    [301, 10],
    [499, 10],
    [500, 20],
    [999, 20],
    [1000, 30],
    [1999, 30],
    [2000, 40],
    [2999, 40],
    [3000, 45],
    [4999, 45],
    [5000, 50],
    [1_000_000, 50],
  ])('%i cases → %i %%', (procesos, porcentaje) => {
    expect(porcentajeDescuento(procesos)).toBe(porcentaje);
  });

  it('refuses 0, negatives and fractions', () => {
    expect(() => porcentajeDescuento(0)).toThrow(RangeError);
    expect(() => porcentajeDescuento(-5)).toThrow(RangeError);
    expect(() => porcentajeDescuento(1.5)).toThrow(RangeError);
  });
});

// Computed by hand: price = initial + surcharge × (active − 3 + 1); value = round(cases × price × (1 − d)).
describe('valorMensual (hand-computed table)', () => {
  it.each([
    // plan, cases, active sources, price per query, monthly value
    ['Todos los días', 1, 3, 1469, 1469], // 1335 + 134
    ['Todos los días', 1, 7, 2005, 2005], // 1335 + 134 × 5
    ['Una vez al mes', 1, 1, 357, 357], // 397 − 40
    ['Lunes y Miércoles', 300, 3, 876, 262_800], // 300 × 876, 0 %
    ['Lunes y Miércoles', 301, 3, 876, 237_308], // 263 676 × 0,9 = 237 308,4
    ['Martes y Jueves', 500, 4, 1017, 406_800], // 847 + 85 × 2; 508 500 × 0,8
    ['Miércoles y Viernes', 999, 2, 899, 718_481], // 898 101 × 0,8 = 718 480,8
    ['Miércoles y Viernes', 305, 3, 989, 271_481], // 301 645 × 0,9 = 271 480,5 → half up
    ['Una vez por semana', 1000, 3, 696, 487_200], // 696 000 × 0,7
    ['Dos veces al mes', 2999, 5, 688, 1_237_987], // 529 + 53 × 3; 2 063 312 × 0,6 = 1 237 987,2
    ['Una vez al mes', 3000, 3, 437, 721_050], // 1 311 000 × 0,55
    ['Una vez al mes', 3001, 3, 437, 721_290], // 1 311 437 × 0,55 = 721 290,35
    ['Todos los días', 5000, 3, 1469, 3_672_500], // 7 345 000 × 0,5
  ])('%s, %i cases, %i sources → %i per query, %i per month', (nombre, procesos, fuentes, precio, valor) => {
    expect(precioPorConsulta(plan(nombre), fuentes)).toBe(precio);
    expect(valorMensual(plan(nombre), procesos, fuentes)).toBe(valor);
  });

  it('builds one row per plan with the same figures', () => {
    const filas = simularPlanes(301, 3);
    expect(filas).toHaveLength(7);
    expect(filas[1]).toMatchObject({
      precioPorConsulta: 876,
      porcentajeDescuento: 10,
      valorMensual: 237_308,
    });
  });
});

describe('parseProcesos (free text)', () => {
  it.each([
    ['1', 1],
    [' 25 ', 25],
    ['1.500', 1500],
    ['1 500', 1500],
    ['1000000', 1_000_000],
  ])('reads %j as %i', (texto, procesos) => {
    expect(parseProcesos(texto)).toEqual({ ok: true, procesos });
  });

  it.each(['', '   ', 'abc', '1,5', '1.5', '-3', '12e3', '0', '2000000', '١٢'])(
    'refuses %j with a Spanish reason',
    (texto) => {
      const result = parseProcesos(texto);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.mensaje).toMatch(/procesos/);
    },
  );
});

describe('diasRestantesOnboarding (15-day window)', () => {
  const creacion = '2026-03-01T10:00:00-05:00';
  it.each([
    ['2026-03-01T10:00:00-05:00', 15],
    ['2026-03-01T10:00:01-05:00', 15], // 14.99… days left → ceiling 15
    ['2026-03-02T10:00:00-05:00', 14],
    ['2026-03-15T09:00:00-05:00', 2], // 1 day and 1 hour left
    ['2026-03-15T10:00:00-05:00', 1],
    ['2026-03-16T09:59:59-05:00', 1],
  ])('at %s → %i days', (ahora, dias) => {
    expect(diasRestantesOnboarding(creacion, new Date(ahora))).toBe(dias);
  });

  it('is undefined once the window is over or without a usable date', () => {
    expect(diasRestantesOnboarding(creacion, new Date('2026-03-16T10:00:00-05:00'))).toBeUndefined();
    expect(diasRestantesOnboarding(creacion, new Date('2026-05-01T10:00:00-05:00'))).toBeUndefined();
    expect(diasRestantesOnboarding(null, new Date())).toBeUndefined();
    expect(diasRestantesOnboarding('no es fecha', new Date())).toBeUndefined();
  });
});

describe('solicitudLlamadaSchema', () => {
  const valida = {
    nombre: '  Ana Pérez ',
    telefono: '3001234567',
    franjaHoraria: 'manana',
    motivo: 'cotizar',
    simulacion: { procesos: 40, fuentes: [4, 2, 6] },
  };

  it('accepts a complete survey, trimmed, with an empty comment by default', () => {
    expect(solicitudLlamadaSchema.parse(valida)).toEqual({ ...valida, nombre: 'Ana Pérez', comentario: '' });
  });

  it.each([
    [{ telefono: '300 123 4567' }, 'telefono', 'El teléfono debe tener 10 dígitos, sin espacios ni signos.'],
    [{ nombre: '   ' }, 'nombre', 'Escribe tu nombre.'],
    [{ franjaHoraria: 'noche' }, 'franjaHoraria', 'Elige cuándo prefieres que te llamemos.'],
    [
      { simulacion: { procesos: 0, fuentes: [4] } },
      'simulacion.procesos',
      'El número de procesos debe ser mayor que 0.',
    ],
    [
      { simulacion: { procesos: 3, fuentes: [] } },
      'simulacion.fuentes',
      'Debe quedar al menos una fuente de consulta activa.',
    ],
    [
      { simulacion: { procesos: 3, fuentes: [4, 4] } },
      'simulacion.fuentes',
      'Las fuentes no pueden repetirse.',
    ],
    [{ simulacion: { procesos: 3, fuentes: [9] } }, 'simulacion.fuentes.0', 'Fuente desconocida'],
  ])('refuses %j at %s', (cambio, campo, mensaje) => {
    const result = solicitudLlamadaSchema.safeParse({ ...valida, ...cambio });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      campo,
      mensaje,
    ]);
  });
});
