/** The seven court sources: codes, numeric ids and names fixed by the seeds (000 §1). */
export const FUENTES = [
  { id: 0, codigo: 'R', clave: 'Rama', nombre: 'Rama Judicial', produce: 'actuaciones' },
  { id: 1, codigo: 'T', clave: 'Tyba', nombre: 'Tyba', produce: 'actuaciones' },
  { id: 2, codigo: 'U', clave: 'Unificada', nombre: 'Unificada', produce: 'actuaciones' },
  {
    id: 3,
    codigo: 'EE',
    clave: 'EstadosElectronicos',
    nombre: 'Estados Electrónicos',
    produce: 'coincidencias',
  },
  { id: 4, codigo: 'S', clave: 'Samai', nombre: 'Samai', produce: 'actuaciones' },
  { id: 5, codigo: 'SGJ', clave: 'Siugj', nombre: 'SIUGJ', produce: 'coincidencias' },
  {
    id: 6,
    codigo: 'PP',
    clave: 'PublicacionesProcesales',
    nombre: 'Publicaciones Procesales',
    produce: 'coincidencias',
  },
] as const;

export type Fuente = (typeof FUENTES)[number];
export type FuenteId = Fuente['id'];
export type FuenteClave = Fuente['clave'];

export function fuenteById(id: number): Fuente | undefined {
  return FUENTES.find((fuente) => fuente.id === id);
}

export function fuenteByClave(clave: string): Fuente | undefined {
  const lower = clave.toLowerCase();
  return FUENTES.find((fuente) => fuente.clave.toLowerCase() === lower);
}

export function producesCoincidencias(id: number): boolean {
  return fuenteById(id)?.produce === 'coincidencias';
}
