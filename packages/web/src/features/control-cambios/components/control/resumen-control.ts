/**
 * The day's counts as the control's header and cards say them (issue 21.2): the day's changes,
 * the cases a failed source left unconsulted and those without change in 3 months are counted
 * apart — a day whose only entries were six unconsulted cases used to read '6 cambios encontrados'.
 */
import type { ControlCambiosDia } from '@expediente/domain/contrato/control-cambios';

type Conteos = Pick<
  ControlCambiosDia,
  | 'totalCambios'
  | 'totalCambiosRevisados'
  | 'totalCambiosDelDia'
  | 'totalProcesosSinCambios'
  | 'totalNoConsultados'
  | 'pendientesProcesosSinCambios'
>;

const contar = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

/** 'No tuviste cambios este día.' (the title names the day, seldom today) or '2 cambios del día · 6 procesos sin consultar · 1 revisado'. */
export function resumenDelDia(control: Conteos): string {
  if (control.totalCambios === 0) return 'No tuviste cambios este día.';
  const sinCambios3Meses = control.totalProcesosSinCambios - control.totalNoConsultados;
  const partes = [contar(control.totalCambiosDelDia, 'cambio del día', 'cambios del día')];
  if (control.totalNoConsultados > 0)
    partes.push(contar(control.totalNoConsultados, 'proceso sin consultar', 'procesos sin consultar'));
  if (sinCambios3Meses > 0)
    partes.push(
      contar(sinCambios3Meses, 'proceso sin cambios en 3 meses', 'procesos sin cambios en 3 meses'),
    );
  partes.push(contar(control.totalCambiosRevisados, 'revisado', 'revisados'));
  return partes.join(' · ');
}

/** The 'Cambios por revisar' card's second line: the other cases still to review, or nothing. */
export function otrosPorRevisar(control: Conteos): string | null {
  const otros = control.pendientesProcesosSinCambios;
  if (otros === 0) return null;
  return `y ${contar(otros, 'proceso sin cambios o sin consultar', 'procesos sin cambios o sin consultar')} por revisar`;
}
