import { describe, expect, it } from 'vitest';
import { DIAS_REINTENTO_RECHAZADA, paginasRecordadas, type Recuerdo } from './memoria-litigantes.ts';

const recuerdos = new Map<string, Recuerdo>([
  ['050014003001|BANCO DEL MODELO S.A.', { cantidadRegistros: 175, dias: 1 }],
  ['050014003002|BANCO DEL MODELO S.A.', { cantidadRegistros: null, dias: 3 }],
  ['050014003003|BANCO DEL MODELO S.A.', { cantidadRegistros: null, dias: DIAS_REINTENTO_RECHAZADA }],
]);

describe('paginasRecordadas', () => {
  it('plans a group at the pages its last count takes (its unwatched processes included)', () => {
    expect(paginasRecordadas(recuerdos, '050014003001', 'BANCO DEL MODELO S.A.')).toBe(9);
  });

  it('knows nothing of a group never searched (the plan only probes it)', () => {
    expect(paginasRecordadas(recuerdos, '050014003001', 'OTRO BANCO S.A.')).toBeNull();
  });

  it('skips a search CPNU refused lately, and tries it again after a while', () => {
    expect(paginasRecordadas(recuerdos, '050014003002', 'BANCO DEL MODELO S.A.')).toBeUndefined();
    expect(paginasRecordadas(recuerdos, '050014003003', 'BANCO DEL MODELO S.A.')).toBeNull();
  });
});
