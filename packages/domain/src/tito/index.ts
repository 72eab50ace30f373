export * from './priorizar-cambio.ts';
export type { Categoria } from './reglas.ts';
