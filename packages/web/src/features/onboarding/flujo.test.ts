import { describe, expect, it } from 'vitest';
import { type EstadoOnboarding, siguientePaso } from './flujo.ts';

const NUEVO: EstadoOnboarding = {
  bienvenidaVista: false,
  recorrido: 'ninguno',
  guiaNotificacionesVista: false,
  comunicacionPendiente: true,
};

describe('siguientePaso', () => {
  it('a first access starts with the welcome popup at once, nothing else before it', () => {
    expect(siguientePaso(NUEVO)).toEqual({ paso: 'bienvenida', retrasoMs: 0 });
  });

  it('after "Terminar" the coached tour waits 5 s, then stays until it ends', () => {
    const tras = { ...NUEVO, bienvenidaVista: true };
    expect(siguientePaso({ ...tras, recorrido: 'pendiente' })).toEqual({
      paso: 'recorrido',
      retrasoMs: 5000,
    });
    expect(siguientePaso({ ...tras, recorrido: 'activo' })).toEqual({ paso: 'recorrido', retrasoMs: 0 });
  });

  it('the notification guide comes 4 s after the welcome and the tour are out of the way', () => {
    expect(siguientePaso({ ...NUEVO, bienvenidaVista: true })).toEqual({
      paso: 'guiaNotificaciones',
      retrasoMs: 4000,
    });
  });

  it('the product communication comes 2 s later, only when the guides are seen and it is unseen', () => {
    const guiasVistas = { ...NUEVO, bienvenidaVista: true, guiaNotificacionesVista: true };
    expect(siguientePaso(guiasVistas)).toEqual({ paso: 'comunicacion', retrasoMs: 2000 });
    expect(siguientePaso({ ...guiasVistas, comunicacionPendiente: false })).toBeNull();
  });
});
