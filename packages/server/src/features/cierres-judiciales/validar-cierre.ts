/**
 * The rules a closure must meet before it is stored, each broken one with its Spanish message
 * (field → message), so the administrator's screen can show them beside the inputs.
 */
import { aNumeroDeDia } from '@expediente/domain';
import { AMBITOS, type Ambito } from '@expediente/domain/contrato/cierres-judiciales';

/** A closure longer than this is almost surely a typo in the year (2026 → 2062). */
export const MAXIMO_DIAS_CIERRE = 366;
export const MAXIMO_MOTIVO = 300;

export interface CierreEntrada {
  desde?: string | null;
  hasta?: string | null;
  ambito?: string | null;
  codigo?: string | null;
  motivo?: string | null;
  fuente?: string | null;
}

export interface CierreValido {
  desde: string;
  hasta: string;
  ambito: Ambito;
  codigo: string;
  motivo: string;
  fuente: string;
}

/** yyyy-mm-dd of a real day (no 31/02), in the years the calendar is meant for. */
function fechaValida(valor: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(valor)) return false;
  const anio = Number(valor.slice(0, 4));
  if (anio < 2000 || anio > 2099) return false;
  return new Date(`${valor}T00:00:00Z`).toISOString().slice(0, 10) === valor;
}

const CODIGO: Record<Exclude<Ambito, 'nacional'>, { patron: RegExp; mensaje: string }> = {
  ciudad: { patron: /^\d{5}$/, mensaje: 'El código de la ciudad debe tener 5 dígitos (código DANE).' },
  despacho: {
    patron: /^\d{12}$/,
    mensaje: 'El código del despacho debe tener 12 dígitos (los primeros 12 del radicado).',
  },
};

export function validarCierre(
  entrada: CierreEntrada,
): { ok: true; cierre: CierreValido } | { ok: false; campos: Record<string, string> } {
  const campos: Record<string, string> = {};
  const desde = (entrada.desde ?? '').trim();
  const hasta = (entrada.hasta ?? '').trim();
  const ambito = (entrada.ambito ?? '').trim();
  const codigo = (entrada.codigo ?? '').replace(/\s/g, '');
  const motivo = (entrada.motivo ?? '').trim();
  const fuente = (entrada.fuente ?? '').trim();

  if (!fechaValida(desde))
    campos.desde = 'La fecha inicial debe ser una fecha válida con el formato aaaa-mm-dd.';
  if (!fechaValida(hasta))
    campos.hasta = 'La fecha final debe ser una fecha válida con el formato aaaa-mm-dd.';
  if (!campos.desde && !campos.hasta) {
    const dias = aNumeroDeDia(hasta) - aNumeroDeDia(desde);
    if (dias < 0) campos.hasta = 'La fecha final no puede ser anterior a la fecha inicial.';
    else if (dias + 1 > MAXIMO_DIAS_CIERRE) campos.hasta = 'Un cierre no puede durar más de un año.';
  }
  if (!(AMBITOS as readonly string[]).includes(ambito)) {
    campos.ambito = 'El ámbito debe ser nacional, ciudad o despacho.';
  } else if (ambito === 'nacional') {
    if (codigo !== '') campos.codigo = 'Un cierre nacional no lleva código de ciudad ni de despacho.';
  } else {
    const regla = CODIGO[ambito as Exclude<Ambito, 'nacional'>];
    if (!regla.patron.test(codigo)) campos.codigo = regla.mensaje;
  }
  if (motivo === '') campos.motivo = 'Escribe el motivo del cierre.';
  else if (motivo.length > MAXIMO_MOTIVO)
    campos.motivo = `El motivo admite máximo ${MAXIMO_MOTIVO} caracteres.`;
  if (fuente.length > MAXIMO_MOTIVO) campos.fuente = `La fuente admite máximo ${MAXIMO_MOTIVO} caracteres.`;

  if (Object.keys(campos).length > 0) return { ok: false, campos };
  return { ok: true, cierre: { desde, hasta, ambito: ambito as Ambito, codigo, motivo, fuente } };
}
