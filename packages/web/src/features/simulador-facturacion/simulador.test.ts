import { PLANES_PRECIO, valorMensual } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import { formatearCop } from '../facturacion/index.ts';
import {
  alternarFuente,
  FUENTE_MINIMA_MENSAJE,
  fuentesIniciales,
  marcarTourVisto,
  TOUR_SIMULADOR_STORAGE_KEY,
  tablaPlanes,
  tourVisto,
} from './simulador.ts';

describe('source toggles', () => {
  it('start with SAMAI, Unificada and Publicaciones Procesales', () => {
    expect(fuentesIniciales().sort()).toEqual([2, 4, 6]);
  });

  it('add and remove a source', () => {
    expect(alternarFuente([4, 2, 6], 0)).toEqual({ ok: true, activas: [4, 2, 6, 0] });
    expect(alternarFuente([4, 2, 6], 2)).toEqual({ ok: true, activas: [4, 6] });
  });

  it('keep the last active source on, with a reason', () => {
    expect(alternarFuente([6], 6)).toEqual({ ok: false, mensaje: FUENTE_MINIMA_MENSAJE });
  });
});

describe('tablaPlanes', () => {
  it('prices the seven plans with the domain formula, as Colombian pesos', () => {
    const tabla = tablaPlanes('1.200', [4, 2, 6, 0]);
    if (!tabla.ok) throw new Error(tabla.mensaje);
    expect(tabla.procesos).toBe(1200);
    expect(tabla.filas.map((fila) => fila.nombre)).toEqual(PLANES_PRECIO.map((plan) => plan.nombre));
    tabla.filas.forEach((fila, index) => {
      expect(fila.valorMensual).toBe(formatearCop(valorMensual(PLANES_PRECIO[index], 1200, 4)));
      expect(fila.descuento).toBe('30 %');
    });
    // Hand-checked: Una vez al mes, 4 sources: 397 + 40 × 2 = 477; 1200 × 477 × 0,7 = 400 680.
    expect(tabla.filas[6]).toMatchObject({ precioPorConsulta: '$477', valorMensual: '$400.680' });
  });

  it('answers a reason, not a table, for text that is not a number of cases', () => {
    expect(tablaPlanes('diez', [4])).toEqual({
      ok: false,
      mensaje: 'El número de procesos debe ser un número entero, sin letras ni decimales.',
    });
    expect(tablaPlanes('', [4]).ok).toBe(false);
    expect(tablaPlanes('0', [4]).ok).toBe(false);
  });
});

describe('tour flag', () => {
  function memoryStorage() {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      values,
    };
  }

  it('is unseen until marked, then seen', () => {
    const storage = memoryStorage();
    expect(tourVisto(storage)).toBe(false);
    marcarTourVisto(storage);
    expect(storage.values.get(TOUR_SIMULADOR_STORAGE_KEY)).toBe('true');
    expect(tourVisto(storage)).toBe(true);
  });

  it('never throws when storage is missing or refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(tourVisto(undefined)).toBe(false);
    expect(tourVisto(refusing)).toBe(false);
    expect(() => marcarTourVisto(refusing)).not.toThrow();
  });
});
