import { describe, expect, it } from 'vitest';
import { nombreDeRegla } from './nombre-de-regla.ts';

describe('nombreDeRegla', () => {
  it.each([
    ['decision-interlocutoria', 'decisión interlocutoria'],
    ['memorial-contestacion-excepciones', 'memorial contestación excepciones'],
    ['auto-de-tramite', 'auto de trámite'],
    ['decision-en-anotacion', 'decisión en anotación'],
    ['audiencia', 'audiencia'],
    ['memorial-liquidacion-credito', 'memorial liquidación crédito'],
  ])('shows %s as %s', (regla, nombre) => {
    expect(nombreDeRegla(regla)).toBe(nombre);
  });
});
