/**
 * The last-change sentence and the case's sources (chips, the 'Activar/desactivar fuentes' row and
 * its dialogs), shared by the case card and the case detail.
 */
import { fuenteById } from '@expediente/domain';
import type { Expediente } from '@expediente/domain/contrato/expedientes';
import { consultaResumen, FuentesPanel } from '../../fuentes/index.ts';
import classes from './case-card.module.css';
import { colorTexto } from './mantine-color.ts';

export function ultimoCambioTexto(expediente: Expediente): string | null {
  if (!expediente.tieneCambioEnFuente || !expediente.fechaUltimoCambioFuenteStr) return null;
  const fuente =
    expediente.fuenteUltimoCambio === null ? undefined : fuenteById(expediente.fuenteUltimoCambio);
  let texto = `Encontrado el ${expediente.fechaUltimoCambioFuenteStr} en la fuente de consulta ${fuente?.nombre ?? 'Fuente desconocida'}`;
  if (expediente.tieneTerminoEnFuente && expediente.fechaTerminoEnFuenteStr) {
    texto += ` y con término para el ${expediente.fechaTerminoEnFuenteStr}`;
  }
  return texto;
}

export interface CaseStatusProps {
  expediente: Expediente;
  /** The 'lawyer is not the client' variant (seed 000 §2): its source cards are disabled. */
  disabled?: boolean;
}

export function CaseStatus({ expediente, disabled = false }: CaseStatusProps) {
  const cambio = ultimoCambioTexto(expediente);
  const consulta = consultaResumen(expediente.procesosEnFuentesDatos);
  return (
    <>
      {cambio ? (
        <p className={classes.sm} style={{ fontWeight: 500, color: colorTexto('blue.8') }}>
          {cambio}
        </p>
      ) : null}
      {consulta ? (
        <p className={`${classes.xs} ${classes.dimmed}`} data-testid="case-consulta">
          {consulta}
        </p>
      ) : null}
      <FuentesPanel expediente={expediente} disabled={disabled} />
    </>
  );
}
