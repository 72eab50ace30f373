export { nombreDeRegla } from './nombre-de-regla.ts';
export * from './priorizar-cambio.ts';
export type { Categoria } from './reglas.ts';
