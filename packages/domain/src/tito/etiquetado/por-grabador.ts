/**
 * Tito measured with the labelled items split BY RECORDER (issue 19): every item of one public
 * repository sits on one side. The development side is the catalogue read from CachorroC's captured
 * CPNU answers (catalogo/); the held-out side is every item of the five other recorders
 * (actuaciones-reales.json: samai-monitor, litigapp, scrappy-jul/ago, lexyai), hand-labelled item by
 * item before this split existed. Rules are written looking at the development side only; the
 * held-out side is measured, never listed (bench/tito-etiquetado.ts prints the development errors).
 */
import catalogo1 from './catalogo/catalogo-cachorro-1.json' with { type: 'json' };
import catalogo2 from './catalogo/catalogo-cachorro-2.json' with { type: 'json' };
import { ACTUACIONES_REALES, type ActuacionEtiquetada, type Medida, medir, parteDe } from './evaluar.ts';

export interface ItemDeCatalogo extends ActuacionEtiquetada {
  familia: string;
  /** How many captured rows carried this (name, anotación), and in how many processes. */
  veces: number;
  procesos: number;
}

export const CATALOGO = [...catalogo1, ...catalogo2] as ItemDeCatalogo[];

/** Recorder (public repository owner) of each item: the unit of the split. */
export function grabadorDe(item: ActuacionEtiquetada): string {
  if (item.origen === 'scrappy-jul' || item.origen === 'scrappy-ago') return 'thomasesteban22';
  return item.origen;
}

export const GRABADORES_DE_DESARROLLO = ['cachorro'] as const;

export interface MedidaPorFuente {
  todo: Medida;
  cpnu: Medida;
  samai: Medida;
  porGrabador: Record<string, Medida>;
}

function porFuente(items: ActuacionEtiquetada[]): MedidaPorFuente {
  const porGrabador: Record<string, Medida> = {};
  for (const grabador of new Set(items.map(grabadorDe)))
    porGrabador[grabador] = medir(items.filter((item) => grabadorDe(item) === grabador));
  return {
    todo: medir(items),
    cpnu: medir(items.filter((item) => item.fuente === 'cpnu')),
    samai: medir(items.filter((item) => item.fuente === 'samai')),
    porGrabador,
  };
}

export function medirPorGrabador(): {
  desarrollo: MedidaPorFuente;
  reservada: MedidaPorFuente;
  /** The held-out recorders' items that the rules before issue 19 never saw either (old hash split). */
  reservadaNuncaVista: Medida;
} {
  const desarrollo = CATALOGO.filter((item) =>
    (GRABADORES_DE_DESARROLLO as readonly string[]).includes(grabadorDe(item)),
  );
  const reservada = ACTUACIONES_REALES.filter(
    (item) => !(GRABADORES_DE_DESARROLLO as readonly string[]).includes(grabadorDe(item)),
  );
  return {
    desarrollo: porFuente(desarrollo),
    reservada: porFuente(reservada),
    reservadaNuncaVista: medir(reservada.filter((item) => parteDe(item.id) === 'reservada')),
  };
}
