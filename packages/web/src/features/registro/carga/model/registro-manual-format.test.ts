import { describe, expect, it } from 'vitest';
import {
  aElementoDeRegistroManual,
  esFilaCompleta,
  type FilaManual,
  tieneFormatoDeRegistroManual,
} from './registro-manual-format.ts';

const fila: FilaManual = {
  idProcesoAcargar: 41,
  numProceso: '11001310300120240012300',
  demandante: ' Ana Pérez ',
  demandado: 'Banco',
  idJuzgadoPublicaciones: '110013103001',
  idJuzgadoSiugj: null,
};

describe('manual completion rows', () => {
  it('needs plaintiff, defendant and at least one court', () => {
    expect(esFilaCompleta(fila)).toBe(true);
    expect(esFilaCompleta({ ...fila, demandante: '   ' })).toBe(false);
    expect(esFilaCompleta({ ...fila, idJuzgadoPublicaciones: null })).toBe(false);
    expect(esFilaCompleta({ ...fila, idJuzgadoPublicaciones: null, idJuzgadoSiugj: '660013103001' })).toBe(
      true,
    );
  });

  it('builds the seed payload with only the chosen sources, trimmed', () => {
    expect(aElementoDeRegistroManual({ ...fila, idJuzgadoSiugj: '660013103001' })).toEqual({
      idProcesoAcargar: '41',
      numProceso: '11001310300120240012300',
      demandante: 'Ana Pérez',
      demandado: 'Banco',
      informacionFuenteDondeSeConsulta: [
        { idJuzgado: '110013103001', sitioWebDondeSeConsulta: 'PublicacionesProcesales' },
        { idJuzgado: '660013103001', sitioWebDondeSeConsulta: 'SIUGJ' },
      ],
    });
  });

  it('checks the format before sending', () => {
    const item = aElementoDeRegistroManual(fila);
    expect(tieneFormatoDeRegistroManual([item])).toBe(true);
    expect(tieneFormatoDeRegistroManual([])).toBe(false);
    expect(tieneFormatoDeRegistroManual([{ ...item, idProcesoAcargar: 41 }])).toBe(false);
    expect(
      tieneFormatoDeRegistroManual([{ ...item, informacionFuenteDondeSeConsulta: [{ idJuzgado: 1 }] }]),
    ).toBe(false);
    expect(tieneFormatoDeRegistroManual([{ ...item, informacionFuenteDondeSeConsulta: [] }])).toBe(false);
  });
});
