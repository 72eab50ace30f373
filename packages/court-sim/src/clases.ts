/** Process types by especialidad, as CPNU's detail names them (tipo / clase / subclase). */
export interface ClaseProceso {
  tipoProceso: string;
  claseProceso: string;
  subclaseProceso: string;
  contenidoRadicacion: string | null;
}

const CIVILES: ClaseProceso[] = [
  {
    tipoProceso: 'De Ejecución',
    claseProceso: 'Ejecutivo Singular',
    subclaseProceso: 'Sin Subclase de Proceso',
    contenidoRadicacion: 'PROCESO EJECUTIVO DE MÍNIMA CUANTÍA',
  },
  {
    tipoProceso: 'De Ejecución',
    claseProceso: 'Ejecutivo con Título Hipotecario',
    subclaseProceso: 'Sin Subclase de Proceso',
    contenidoRadicacion: null,
  },
  {
    tipoProceso: 'Declarativo',
    claseProceso: 'Verbal',
    subclaseProceso: 'Responsabilidad Civil Contractual',
    contenidoRadicacion: null,
  },
  {
    tipoProceso: 'Declarativo',
    claseProceso: 'Verbal Sumario',
    subclaseProceso: 'Restitución de Inmueble Arrendado',
    contenidoRadicacion: 'RESTITUCIÓN DE INMUEBLE ARRENDADO',
  },
  {
    tipoProceso: 'Liquidación',
    claseProceso: 'Sucesión',
    subclaseProceso: 'Sin Subclase de Proceso',
    contenidoRadicacion: null,
  },
];
const LABORALES: ClaseProceso[] = [
  {
    tipoProceso: 'Ordinario',
    claseProceso: 'Ordinario Laboral',
    subclaseProceso: 'Sin Subclase de Proceso',
    contenidoRadicacion: 'RECONOCIMIENTO DE PRESTACIONES SOCIALES',
  },
  {
    tipoProceso: 'De Ejecución',
    claseProceso: 'Ejecutivo Laboral',
    subclaseProceso: 'Sin Subclase de Proceso',
    contenidoRadicacion: null,
  },
  {
    tipoProceso: 'Especiales',
    claseProceso: 'Fuero Sindical',
    subclaseProceso: 'Sin Subclase de Proceso',
    contenidoRadicacion: null,
  },
];
const FAMILIA: ClaseProceso[] = [
  {
    tipoProceso: 'Declarativo',
    claseProceso: 'Verbal',
    subclaseProceso: 'Divorcio',
    contenidoRadicacion: 'CESACIÓN DE EFECTOS CIVILES DE MATRIMONIO RELIGIOSO',
  },
  {
    tipoProceso: 'Declarativo',
    claseProceso: 'Verbal Sumario',
    subclaseProceso: 'Fijación de Cuota Alimentaria',
    contenidoRadicacion: null,
  },
  {
    tipoProceso: 'Liquidación',
    claseProceso: 'Sucesión',
    subclaseProceso: 'Sin Subclase de Proceso',
    contenidoRadicacion: null,
  },
];
const PENALES: ClaseProceso[] = [
  {
    tipoProceso: 'Penal',
    claseProceso: 'Proceso Penal Ley 906 de 2004',
    subclaseProceso: 'Sin Subclase de Proceso',
    contenidoRadicacion: null,
  },
];
const ADMINISTRATIVOS: ClaseProceso[] = [
  {
    tipoProceso: 'Ordinario',
    claseProceso: 'Nulidad y Restablecimiento del Derecho',
    subclaseProceso: 'Sin Subclase de Proceso',
    contenidoRadicacion: 'NULIDAD Y RESTABLECIMIENTO DEL DERECHO - LABORAL',
  },
  {
    tipoProceso: 'Ordinario',
    claseProceso: 'Reparación Directa',
    subclaseProceso: 'Sin Subclase de Proceso',
    contenidoRadicacion: null,
  },
  {
    tipoProceso: 'Ordinario',
    claseProceso: 'Controversias Contractuales',
    subclaseProceso: 'Sin Subclase de Proceso',
    contenidoRadicacion: null,
  },
];
const TUTELA: ClaseProceso = {
  tipoProceso: 'Acciones Constitucionales',
  claseProceso: 'Acción de Tutela',
  subclaseProceso: 'Sin Subclase de Proceso',
  contenidoRadicacion: 'ACCIÓN DE TUTELA',
};

export function clasesFor(entidad: string, especialidad: string): readonly ClaseProceso[] {
  if (entidad === '03' || entidad === '23' || entidad === '33') return ADMINISTRATIVOS;
  if (especialidad === '05') return LABORALES;
  if (especialidad === '10') return FAMILIA;
  if (especialidad === '04') return PENALES;
  return CIVILES;
}

export { TUTELA };
