/**
 * One source chip: the source code in its colour and a status code 0–11 (seed 000 §4 'Source chip
 * status codes'). Codes 0–4, 9 and 11 follow from the case data; 5–8 and 10 describe a transition
 * or an extra result that only the caller knows (a load result, a realtime update) and are passed in.
 * Plain elements drawn as Mantine's badges (case-card.module.css): a page of 20 cards holds up to
 * 140 chips (issue 21, item 18).
 */
import { fuenteById } from '@expediente/domain';
import type { ProcesoEnFuente } from '@expediente/domain/contrato/expedientes';
import { type ReactNode, useId, useState } from 'react';
import classes from './case-card.module.css';
import { colorTexto, insigniaStyle } from './mantine-color.ts';

export const SOURCE_COLORS: Record<number, string> = {
  0: 'blue',
  1: 'teal',
  2: 'grape',
  3: 'orange',
  4: 'cyan',
  5: 'indigo',
  6: 'pink',
};

export type ChipStatusCode = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

/** Label and colour of each code; the slug is the stable data-status used by tests and styles. */
export const CHIP_STATUS: Record<ChipStatusCode, { label: string; color: string; slug: string }> = {
  0: { label: 'Disponible para activar', color: 'gray', slug: 'disponible' },
  1: { label: 'Activando', color: 'yellow.8', slug: 'activando' },
  2: { label: 'Activada', color: 'green', slug: 'activada' },
  3: { label: 'Error - No encontrado', color: 'red', slug: 'error-no-encontrado' },
  4: { label: 'Error', color: 'red', slug: 'error' },
  5: { label: 'Activada automáticamente', color: 'green', slug: 'activada-automaticamente' },
  6: { label: 'Activada correctamente', color: 'green', slug: 'activada-correctamente' },
  7: { label: 'Fuente eliminada', color: 'gray', slug: 'eliminada' },
  8: { label: 'Error en la activación', color: 'red', slug: 'error-activacion' },
  9: { label: 'Recomendada', color: 'blue', slug: 'recomendada' },
  10: { label: 'Coincidencia adicional', color: 'violet', slug: 'coincidencia-adicional' },
  11: { label: 'Actuaciones recientes', color: 'green', slug: 'actuaciones-recientes' },
};

/** KO (seed 000 §3): registered (estado 2) but the source gave no actuación key. */
export function isKO(proceso: Pick<ProcesoEnFuente, 'estado' | 'idActualizacion'>): boolean {
  return proceso.estado === 2 && !proceso.idActualizacion;
}

export interface ChipContext {
  /** The source is suggested for this case (e.g. Samai for an administrative court). */
  isRecomendada?: boolean;
  /** The case's latest change came from this source in the last days. */
  hasCambioReciente?: boolean;
}

export function chipStatusCode(
  proceso: ProcesoEnFuente | undefined,
  context: ChipContext = {},
): ChipStatusCode {
  if (!proceso?.activo) return context.isRecomendada ? 9 : 0;
  if (proceso.estado === 0 || proceso.estado === 1) return 1;
  if (proceso.estado === 3) return 4;
  if (isKO(proceso)) return 3;
  return context.hasCambioReciente ? 11 : 2;
}

export interface SourceChipProps {
  tipoFuente: number;
  proceso?: ProcesoEnFuente;
  /** Overrides the code read from the data (codes 5–8 and 10 come from the caller). */
  code?: ChipStatusCode;
  context?: ChipContext;
  /** Opens the source's viewer; only a registered source (codes 2, 5, 6, 11) is clickable. */
  onOpen?: () => void;
}

const OPENS_VIEWER = new Set<ChipStatusCode>([2, 5, 6, 11]);

export function SourceChip({ tipoFuente, proceso, code, context, onOpen }: SourceChipProps) {
  const fuente = fuenteById(tipoFuente);
  const status = code ?? chipStatusCode(proceso, context);
  const { label, color, slug } = CHIP_STATUS[status];
  const isClickable = onOpen !== undefined && OPENS_VIEWER.has(status);
  const chip = (
    <span className={classes.chip} data-testid="source-chip" data-status={slug} data-code={status}>
      <span
        className={classes.insignia}
        data-size="sm"
        style={insigniaStyle(SOURCE_COLORS[tipoFuente] ?? 'gray', 'filled')}
      >
        {fuente?.codigo ?? '?'}
        {/* The source's name for screen readers, in parentheses: the visible code stays the start
            of the chip's accessible name (WCAG 2.5.3, label in name). */}
        <span className={classes.oculto}> ({fuente?.nombre ?? 'fuente desconocida'})</span>
      </span>
      <span className={classes.xs} style={{ color: colorTexto(color), fontWeight: 500 }}>
        {label}
      </span>
      {(status === 2 || status === 11) && proceso ? (
        <span
          className={classes.insignia}
          data-size="xs"
          style={insigniaStyle('gray', 'light')}
          title="Actuaciones"
        >
          {proceso.numActuaciones ?? 0}
        </span>
      ) : null}
    </span>
  );
  if (status === 9) return <ChipRecomendada nombre={fuente?.nombre ?? 'esta fuente'}>{chip}</ChipRecomendada>;
  // A native title, not a Mantine Tooltip: each Tooltip measures its target when it mounts
  // (a forced style recalculation), and a page of 20 cards holds up to 140 chips.
  const nombre = fuente?.nombre ?? 'Fuente desconocida';
  return isClickable ? (
    <button type="button" className={classes.envoltorio} onClick={onOpen} title={nombre}>
      <span className={classes.oculto}>Ver </span>
      {chip}
    </button>
  ) : (
    <span title={nombre}>{chip}</span>
  );
}

/**
 * Seed 000 §4 code 9: a recommendation shown under the chip when it is pressed (a disclosure, as
 * Mantine's Popover looked: border, shadow, 260 px); Escape or leaving the chip closes it.
 */
function ChipRecomendada({ nombre, children }: { nombre: string; children: ReactNode }) {
  const [abierta, setAbierta] = useState(false);
  const id = useId();
  return (
    <span className={classes.anclaRecomendacion}>
      <button
        type="button"
        className={classes.envoltorio}
        aria-expanded={abierta}
        aria-controls={abierta ? id : undefined}
        onClick={() => setAbierta((open) => !open)}
        onBlur={() => setAbierta(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setAbierta(false);
        }}
      >
        {children}
      </button>
      {abierta ? (
        <span id={id} className={`${classes.recomendacion} ${classes.sm}`}>
          Te recomendamos activar {nombre}: los cambios de este tipo de proceso se publican allí.
        </span>
      ) : null}
    </span>
  );
}
