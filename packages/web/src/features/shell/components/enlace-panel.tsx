/**
 * A side-panel entry drawn like Mantine's NavLink with plain elements (issue 21, item 18: eight
 * NavLinks were part of the shell's first render that held the cards back). A link when it has a
 * destination, else a button (the destination is looked up on click).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import clases from './side-panel.module.css';

interface EnlacePanelProps {
  label: string;
  leftSection: ReactNode;
  rightSection?: ReactNode;
  active: boolean;
  onClick: () => void;
  /** Where the link goes; without it the entry is a button. */
  to?: string;
}

export function EnlacePanel({ label, leftSection, rightSection, active, onClick, to }: EnlacePanelProps) {
  const contenido = (
    <>
      <span className={clases.seccion} data-position="left">
        {leftSection}
      </span>
      <span className={clases.etiqueta}>{label}</span>
      {rightSection ? (
        <span className={clases.seccion} data-position="right">
          {rightSection}
        </span>
      ) : null}
    </>
  );
  const activo = active || undefined;
  // Mantine's global focus ring class, as its own components carry it.
  const clase = `${clases.enlace} mantine-focus-auto`;
  return to === undefined ? (
    <button type="button" className={clase} data-active={activo} onClick={onClick}>
      {contenido}
    </button>
  ) : (
    <Link to={to} className={clase} data-active={activo} onClick={onClick}>
      {contenido}
    </Link>
  );
}
