/**
 * The case's pending término on its card: when it ends ('vence mañana') and the rule that says so
 * (decision 0008). The date is the nearest still to come among the case's actuaciones, computed by
 * the server with the court's closures; the detail shows every actuación's own.
 */

import type { TerminoPendiente as Termino } from '@expediente/domain/contrato/expedientes';
import classes from './case-card.module.css';
import { colorTexto } from './mantine-color.ts';

export function TerminoPendiente({ termino }: { termino: Termino | null | undefined }) {
  if (!termino) return null;
  const urgente = termino.vencimiento === 'vence hoy' || termino.vencimiento === 'vence mañana';
  return (
    <div className={classes.columna} data-testid="termino-pendiente">
      <p
        className={classes.sm}
        style={{ fontWeight: 600, color: colorTexto(urgente ? 'red.7' : 'orange.8') }}
        title={termino.actuacion}
      >
        {`Término: ${termino.vencimiento}`}
      </p>
      <p className={`${classes.xs} ${classes.dimmed}`} data-testid="termino-pendiente-regla">
        {termino.regla ?? `Fecha indicada por la fuente para '${termino.actuacion}'`}
      </p>
    </div>
  );
}
