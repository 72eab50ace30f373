import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ESTACIONARIA, habilesEn, probabilidadPorCadena, T, TASAS } from './cadena-de-actividad.ts';

describe('the chain the scheduler reads', () => {
  it('is the one fitted to the real timelines, as the court simulator runs it', () => {
    const ajuste = JSON.parse(
      readFileSync(new URL('../../../../court-sim/src/actividad-ajustada.json', import.meta.url), 'utf8'),
    );
    const { transiciones, tasas, estacionaria } = ajuste.modeloOculto.tresEstados;
    expect(TASAS).toEqual(tasas);
    // The moves as fitted; each row's stay is 1 − its moves (as the simulator does).
    const movimientos = T.map((fila, desde) => fila.map((p, hacia) => (hacia === desde ? 0 : p)));
    const ajustados = transiciones.map((fila: number[], desde: number) =>
      fila.map((p, hacia) => (hacia === desde ? 0 : p)),
    );
    expect(movimientos).toEqual(ajustados);
    expect(ESTACIONARIA.map((p) => Number(p.toFixed(3)))).toEqual(
      estacionaria.map((p: number) => Number(p.toFixed(3))),
    );
  });
});

/** A small seeded generator (mulberry32), so the simulation is the same on every run. */
function azar(semilla: number) {
  let a = semilla >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const elegir = (u: number, fila: readonly number[]) => {
  let resto = u;
  for (let s = 0; s < fila.length - 1; s++) {
    resto -= fila[s] as number;
    if (resto < 0) return s;
  }
  return fila.length - 1;
};

describe('probabilidadPorCadena', () => {
  it('matches how often simulated processes with the same seen history act in the days nobody looked', () => {
    // Processes in the chain's long run; those active on day 0 and silent the next 5 days are what
    // the engine would know as (1 active day, 5 of silence); how many of them act in the next 10?
    const siguiente = azar(23);
    const silencioVisto = 5;
    const sinMirar = 10;
    let vistos = 0;
    let actuaron = 0;
    for (let p = 0; p < 400_000; p++) {
      let estado = elegir(siguiente(), ESTACIONARIA);
      estado = elegir(siguiente(), T[estado] as number[]);
      if (siguiente() >= (TASAS[estado] as number)) continue;
      let callado = true;
      for (let d = 1; d <= silencioVisto && callado; d++) {
        estado = elegir(siguiente(), T[estado] as number[]);
        callado = siguiente() >= (TASAS[estado] as number);
      }
      if (!callado) continue;
      vistos++;
      for (let d = 1; d <= sinMirar; d++) {
        estado = elegir(siguiente(), T[estado] as number[]);
        if (siguiente() < (TASAS[estado] as number)) {
          actuaron++;
          break;
        }
      }
    }
    const prevista = probabilidadPorCadena({ sinMirar, activosRecientes: 1, silencioVisto });
    const medida = actuaron / vistos;
    const error = Math.sqrt((prevista * (1 - prevista)) / vistos);
    expect(vistos).toBeGreaterThan(1000);
    expect(Math.abs(medida - prevista)).toBeLessThan(4 * error);
  });

  it('is high right after a burst, falls with the silence seen and grows with the days unseen', () => {
    const tras = (silencioVisto: number, sinMirar = 1, activosRecientes = 1) =>
      probabilidadPorCadena({ sinMirar, activosRecientes, silencioVisto });
    // The day after an active day the process is almost surely in a burst (rate 0.127 a day).
    expect(tras(0)).toBeGreaterThan(0.1);
    expect(tras(0)).toBeLessThan(0.1274);
    expect(tras(0, 1, 4)).toBeGreaterThan(tras(0, 1, 1));
    expect(tras(10)).toBeLessThan(tras(0));
    expect(tras(60)).toBeLessThan(tras(10));
    expect(tras(10, 20)).toBeGreaterThan(tras(10, 5));
    // Two years of silence: back to the dormant rate.
    expect(tras(520)).toBeLessThan(3 * 0.0004053);
  });

  it('reads a process it knows nothing of by the long-run shares', () => {
    const uno = probabilidadPorCadena({ sinMirar: 1, activosRecientes: 0, silencioVisto: null });
    const porDia = ESTACIONARIA.reduce((suma, p, s) => suma + p * (TASAS[s] as number), 0);
    expect(uno).toBeCloseTo(porDia, 4);
  });
});

describe('habilesEn', () => {
  it('counts five business days in a week', () => {
    expect(habilesEn(7)).toBe(5);
    expect(habilesEn(28)).toBe(20);
    expect(habilesEn(0)).toBe(0);
  });
});
