export * from './cuenta/validation.ts';
export * from './expediente.ts';
export * from './matching/index.ts';
export * from './messages.ts';
export * from './motivos.ts';
export * from './radicado.ts';
export * from './realtime.ts';
export * from './sources.ts';
