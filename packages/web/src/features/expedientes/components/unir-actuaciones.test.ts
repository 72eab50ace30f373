import { describe, expect, it } from 'vitest';
import type { ActuacionFila } from '../api/types.ts';
import { unirActuaciones } from './unir-actuaciones.ts';

const fila = (
  fuente: number,
  descripcion: string,
  fechaActuacion: string,
  extra: Partial<ActuacionFila> = {},
) =>
  ({
    fuente,
    descripcion,
    anotacion: null,
    fechaActuacion,
    fechaRegistro: fechaActuacion,
    fechaInicioTermino: null,
    fechaFinalizaTermino: null,
    esNuevo: false,
    terminoCalculado: null,
    ...extra,
  }) satisfies ActuacionFila;

describe('unirActuaciones', () => {
  it('lists an actuación read by Rama, Tyba and Unificada once, with its three sources', () => {
    const unidas = unirActuaciones([
      {
        fuente: 2,
        filas: [fila(2, 'Auto admite demanda', '2026-11-20'), fila(2, 'Fijacion estado', '2026-11-21')],
      },
      {
        fuente: 0,
        filas: [fila(0, ' AUTO  ADMITE DEMANDA ', '2026-11-20T00:00:00'), fila(0, 'Otra', '2026-11-19')],
      },
      { fuente: 1, filas: [fila(1, 'auto admite demanda', '2026-11-20', { esNuevo: true })] },
    ]);
    expect(unidas.map((unida) => [unida.descripcion, unida.fuentes])).toEqual([
      ['Fijacion estado', [2]],
      ['Auto admite demanda', [2, 0, 1]],
      ['Otra', [0]],
    ]);
    expect(unidas[1].esNuevo).toBe(true);
  });

  it('keeps apart what differs in date or annotation, and two equal rows of one source', () => {
    const unidas = unirActuaciones([
      {
        fuente: 2,
        filas: [fila(2, 'Fijacion estado', '2026-11-20'), fila(2, 'Fijacion estado', '2026-11-20')],
      },
      {
        fuente: 4,
        filas: [
          fila(4, 'Fijacion estado', '2026-11-20'),
          fila(4, 'Fijacion estado', '2026-11-21'),
          fila(4, 'Fijacion estado', '2026-11-20', { anotacion: 'Traslado' }),
        ],
      },
    ]);
    expect(unidas).toHaveLength(4);
    expect(unidas.filter((unida) => unida.fuentes.length === 2)).toHaveLength(1);
  });

  it("lists a Samai actuación and its Unificada mirror once (Unificada sends 'descripción - anotación' as one text)", () => {
    const unidas = unirActuaciones([
      {
        fuente: 4,
        filas: [
          fila(4, 'Auto admite demanda', '2026-11-20', { anotacion: 'Admite y ordena notificar' }),
          fila(4, 'Al despacho', '2026-11-19'),
        ],
      },
      {
        fuente: 2,
        filas: [
          fila(2, 'Auto admite demanda - Admite y ordena notificar', '2026-11-20'),
          fila(2, 'Al despacho', '2026-11-19'),
        ],
      },
    ]);
    expect(unidas.map((unida) => [unida.descripcion, unida.fuentes])).toEqual([
      ['Auto admite demanda', [4, 2]],
      ['Al despacho', [4, 2]],
    ]);
  });

  it('keeps the término one of the sources computed', () => {
    const termino = {
      vence: '04/12/2026',
      vencimiento: 'vence el 04/12/2026',
      regla: 'r',
      venceFuente: null,
      discrepancia: false,
    };
    const [unida] = unirActuaciones([
      { fuente: 2, filas: [fila(2, 'Traslado', '2026-11-20')] },
      { fuente: 4, filas: [fila(4, 'Traslado', '2026-11-20', { terminoCalculado: termino })] },
    ]);
    expect(unida.terminoCalculado).toEqual(termino);
  });
});
