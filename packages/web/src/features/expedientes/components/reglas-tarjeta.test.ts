import { describe, expect, it } from 'vitest';
import { esAbogadoNoCliente } from './abogado-no-cliente.ts';
import { cortarTexto, tieneFuenteActivando } from './reglas-tarjeta.ts';

describe('cortarTexto', () => {
  it('keeps text of 50 characters or fewer as it is', () => {
    expect(cortarTexto('Auto admite demanda.pdf')).toBe('Auto admite demanda.pdf');
    expect(cortarTexto('a'.repeat(50))).toBe('a'.repeat(50));
  });

  it('cuts longer text at 50 characters with an ellipsis', () => {
    const nombre = `${'Estado electrónico del juzgado '.repeat(3)}.pdf`;
    const cortado = cortarTexto(nombre);
    expect(cortado).toBe(`${nombre.slice(0, 50)}...`);
    expect(cortado.length).toBe(53);
  });

  it('never splits a character made of two code units', () => {
    expect(cortarTexto(`${'a'.repeat(49)}😀😀`)).toBe(`${'a'.repeat(49)}😀...`);
  });
});

describe('esAbogadoNoCliente', () => {
  it('is false while the session user is unknown', () => {
    expect(esAbogadoNoCliente({ idAbogado: 7 }, null)).toBe(false);
  });

  it('is false for the account holder on their own case', () => {
    expect(esAbogadoNoCliente({ idAbogado: 7 }, { id: 7, master: true })).toBe(false);
  });

  it('is true for a case of another lawyer or for an associated user', () => {
    expect(esAbogadoNoCliente({ idAbogado: 8 }, { id: 7, master: true })).toBe(true);
    expect(esAbogadoNoCliente({ idAbogado: 7 }, { id: 7, master: false })).toBe(true);
  });
});

describe('tieneFuenteActivando', () => {
  it('is true only for an active source still registering', () => {
    expect(tieneFuenteActivando([{ activo: true, estado: 2 }])).toBe(false);
    expect(
      tieneFuenteActivando([
        { activo: true, estado: 2 },
        { activo: true, estado: 1 },
      ]),
    ).toBe(true);
    expect(tieneFuenteActivando([{ activo: true, estado: 0 }])).toBe(true);
    expect(tieneFuenteActivando([{ activo: false, estado: 0 }])).toBe(false);
    expect(tieneFuenteActivando([])).toBe(false);
  });
});
