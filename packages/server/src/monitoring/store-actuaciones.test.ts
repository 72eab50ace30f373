import { describe, expect, it } from 'vitest';
import type { ActuacionFuente } from '../sources/types.ts';
import { pendingTermino } from './store-actuaciones.ts';

const actuacion = (fechaFinalizaTermino: string | null) => ({ fechaFinalizaTermino }) as ActuacionFuente;

describe('pendingTermino', () => {
  it('ignores a término that ended before the change was found', () => {
    // The card once said 'Encontrado el 20/11/2026 … con termino para el 10/11/2026'.
    expect(pendingTermino([actuacion(null), actuacion('2026-11-10')], '2026-11-20')).toBeNull();
  });
  it('gives the nearest término still running, the detection day included', () => {
    const list = [actuacion('2026-12-04'), actuacion(null), actuacion('2026-11-20'), actuacion('2026-11-27')];
    expect(pendingTermino(list, '2026-11-20')).toBe('2026-11-20');
    expect(pendingTermino(list, '2026-11-21')).toBe('2026-11-27');
  });
});
