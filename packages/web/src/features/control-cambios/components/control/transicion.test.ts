import { estadoCambioTexto } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import { informeRevisado, todosFinalizados, transicionRevision } from './transicion.ts';

const base = {
  revisionCompletada: false,
  todosFinalizados: false,
  esPrincipal: true,
  haCompartidoInforme: false,
};

describe('the review-complete transition (seed 001 §4)', () => {
  it('gives the primary account the thank-you and then the share modal while not shared', () => {
    expect(transicionRevision({ ...base, revisionCompletada: true })).toEqual({
      gracias: true,
      compartir: true,
    });
    expect(transicionRevision({ ...base, revisionCompletada: true, haCompartidoInforme: true })).toEqual({
      gracias: true,
      compartir: false,
    });
  });

  it('gives an associated user, whose review sent the report, only the thank-you', () => {
    expect(transicionRevision({ ...base, revisionCompletada: true, esPrincipal: false })).toEqual({
      gracias: true,
      compartir: false,
    });
  });

  it('opens the thank-you when every change became Finalizado, and nothing without a transition', () => {
    expect(transicionRevision({ ...base, todosFinalizados: true })).toEqual({
      gracias: true,
      compartir: false,
    });
    expect(transicionRevision(base)).toEqual({ gracias: false, compartir: false });
  });

  it('counts a day finished or a report reviewed only when it has something', () => {
    expect(todosFinalizados({ totalCambios: 0, totalCambiosFinalizados: 0 })).toBe(false);
    expect(todosFinalizados({ totalCambios: 3, totalCambiosFinalizados: 2 })).toBe(false);
    expect(todosFinalizados({ totalCambios: 3, totalCambiosFinalizados: 3 })).toBe(true);
    expect(informeRevisado({ totalImportantes: 0, importantesRevisados: 0 })).toBe(false);
    expect(informeRevisado({ totalImportantes: 2, importantesRevisados: 2 })).toBe(true);
  });
});

describe('the state badge text (seed 001 §4)', () => {
  it("reads 0–3, shows 'Importante' from esImportante, and 'Estado desconocido' otherwise", () => {
    expect(estadoCambioTexto(0, null)).toBe('Sin revisar');
    expect(estadoCambioTexto(1, false)).toBe('Revisado');
    expect(estadoCambioTexto(2, null)).toBe('Importante');
    expect(estadoCambioTexto(3, null)).toBe('Finalizado');
    expect(estadoCambioTexto(0, true)).toBe('Importante');
    expect(estadoCambioTexto(7, null)).toBe('Estado desconocido');
    expect(estadoCambioTexto(-1, false)).toBe('Estado desconocido');
  });
});
