/** A labelled case field; a null value reads '(Sin especificar)' (seed 000 §2). Plain elements (case-card.module.css). */
import classes from './case-card.module.css';

export const SIN_ESPECIFICAR = '(Sin especificar)';

export function CaseField({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <p className={classes.label}>{label}</p>
      <p className={classes.valor}>{value ?? SIN_ESPECIFICAR}</p>
    </div>
  );
}
