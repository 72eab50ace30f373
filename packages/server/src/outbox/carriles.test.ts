/** The outbox's lanes and the worker's loop (decision 0023), with real timers kept short. */
import { setTimeout as esperar } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { drenarEnCarriles, repetirCada } from './carriles.ts';

describe('drenarEnCarriles', () => {
  it('processes every claimed row once, with at most as many in flight as lanes', async () => {
    const pendientes = Array.from({ length: 20 }, (_, indice) => indice);
    const procesadas: number[] = [];
    let enVuelo = 0;
    let maximo = 0;
    await drenarEnCarriles(
      3,
      async () => pendientes.shift() ?? null,
      async (fila) => {
        enVuelo += 1;
        maximo = Math.max(maximo, enVuelo);
        await esperar(2);
        procesadas.push(fila);
        enVuelo -= 1;
      },
    );
    expect(procesadas.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, indice) => indice));
    expect(maximo).toBe(3);
  });
});

describe('repetirCada', () => {
  it('runs rounds one after another, goes on after a failed one, and its stop waits for the round under way', async () => {
    let vueltas = 0;
    let enCurso = 0;
    let solapadas = 0;
    const errores: unknown[] = [];
    const parar = repetirCada(
      5,
      async () => {
        vueltas += 1;
        enCurso += 1;
        if (enCurso > 1) solapadas += 1;
        await esperar(10);
        enCurso -= 1;
        if (vueltas === 2) throw new Error('vuelta fallida');
      },
      (error) => errores.push(error),
    );
    while (vueltas < 4) await esperar(5);
    await parar();
    expect(enCurso).toBe(0);
    const alParar = vueltas;
    await esperar(40);
    expect(vueltas).toBe(alParar);
    expect(solapadas).toBe(0);
    expect(errores).toHaveLength(1);
  });
});
