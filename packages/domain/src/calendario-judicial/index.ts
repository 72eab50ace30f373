export {
  type AudienciaEnTexto,
  extraerAudiencias,
  leerAudiencias,
  type OpcionesDeLectura,
} from './audiencias.ts';
export {
  aFecha,
  aNumeroDeDia,
  type CalendarioJudicial,
  type CierreJudicial,
  crearCalendarioJudicial,
  type DiaNoHabil,
  type MotivoDiaNoHabil,
} from './calendario.ts';
export {
  type ActuacionParaTermino,
  calcularTermino,
  describirDiasNoHabiles,
  type Termino,
  type TipoTermino,
  textoVencimiento,
} from './terminos.ts';
