/** The price simulator (seed 002 §9) and its 'call you' survey (§2). */
export * from './formula.ts';
export * from './solicitud-llamada.ts';
