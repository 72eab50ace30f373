/**
 * The 'Último comentario' box (seed 000 §2): shown disabled and marked as coming soon. A plain
 * label and textarea drawn as Mantine's xs Textarea (case-card.module.css): it is on every card.
 */
import { useId } from 'react';
import classes from './case-card.module.css';
import { insigniaStyle } from './mantine-color.ts';

export function UltimoComentario() {
  const id = useId();
  return (
    <div className={classes.campo}>
      <label className={classes.campoLabel} htmlFor={id}>
        Último comentario
        <span className={classes.insignia} data-size="xs" style={insigniaStyle('gray', 'light')}>
          Próximamente
        </span>
      </label>
      <textarea
        id={id}
        className={classes.entrada}
        disabled
        rows={1}
        // One row on every card: the longer 'Los comentarios del proceso estarán disponibles muy
        // pronto.' ran onto a hidden second line in a phone's single column.
        placeholder="Los comentarios llegarán muy pronto."
      />
    </div>
  );
}
