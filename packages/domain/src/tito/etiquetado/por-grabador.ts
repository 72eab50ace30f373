/**
 * Tito measured with the labelled items split BY RECORDER (issue 19): every item of one public
 * repository sits on one side. The development side is the catalogue read from CachorroC's captured
 * CPNU answers and, since the follow-up, from MarcosPimienta/lawsuit-tracker's (catalogo/); the held-out side is every item of the other recorders: the five of
 * actuaciones-reales.json (samai-monitor, litigapp, scrappy-jul/ago, lexyai), hand-labelled before this
 * split existed, and the three of grabadores-nuevos.json (oficina-juridica, hackathon-celerix,
 * monitor-judicial), found and labelled after the rules of issue 19 were written, so no rule has seen
 * them, and grabadores-frescos.json (tutelas-managerapp), found in the sixth follow-up, after every
 * earlier held-out figure had been read, and lexyai-ampliacion.json (more of lexyai's own real items,
 * eighth follow-up: the same held-out recorder, so they grow the held-out sample only). Rules are written looking at the development side only; the held-out side is measured, never
 * listed (bench/tito-etiquetado.ts prints the development errors).
 */
import catalogo1 from './catalogo/catalogo-cachorro-1.json' with { type: 'json' };
import catalogo2 from './catalogo/catalogo-cachorro-2.json' with { type: 'json' };
import catalogoEmdecob from './catalogo/catalogo-emdecob.json' with { type: 'json' };
import catalogoLawsuit from './catalogo/catalogo-lawsuit-tracker.json' with { type: 'json' };
import catalogoLawsuit2 from './catalogo/catalogo-lawsuit-tracker-2.json' with { type: 'json' };
import { ACTUACIONES_REALES, type ActuacionEtiquetada, type Medida, medir, parteDe } from './evaluar.ts';
import grabadoresFrescos from './grabadores-frescos.json' with { type: 'json' };
import grabadoresNuevos from './grabadores-nuevos.json' with { type: 'json' };
import lexyaiAmpliacion from './lexyai-ampliacion.json' with { type: 'json' };

export interface ItemDeCatalogo extends ActuacionEtiquetada {
  familia: string;
  /** How many captured rows carried this (name, anotación), and in how many processes. */
  veces: number;
  procesos: number;
}

/**
 * The development side: CachorroC's catalogue, then MarcosPimienta/lawsuit-tracker's (issue 19
 * follow-up), then the pairs a later version of lawsuit-tracker's file added (origen
 * 'lawsuit-tracker-2': the same recorder, read apart so its items are numbered on their own), then
 * akflorez/emdecob-juridica's (a third recorder, issue 19 fourth follow-up).
 */
export const CATALOGO = [
  ...catalogo1,
  ...catalogo2,
  ...catalogoLawsuit,
  ...catalogoLawsuit2,
  ...catalogoEmdecob,
] as ItemDeCatalogo[];

/** Held-out items of the recorders found after issue 19's rules were written (PROCEDENCIA.md). */
export const GRABADORES_NUEVOS = grabadoresNuevos as ActuacionEtiquetada[];

/**
 * Held-out items of the recorder found in the sixth follow-up (PROCEDENCIA.md), labelled and
 * committed before Tito was run on them: the only held-out items no earlier measurement has read.
 */
export const GRABADORES_FRESCOS = grabadoresFrescos as ActuacionEtiquetada[];

/**
 * More items of the held-out recorder lexyai, read from its other test files in the eighth follow-up
 * and labelled before Tito was run on them (PROCEDENCIA.md). Same recorder as the twelve in
 * actuaciones-reales.json, so the split does not move; kept apart so they can be measured alone.
 */
export const LEXYAI_AMPLIACION = lexyaiAmpliacion as ActuacionEtiquetada[];

/** Every held-out item: the five first recorders, the three new ones, the fresh one, lexyai's others. */
export const RESERVADA = [
  ...ACTUACIONES_REALES,
  ...GRABADORES_NUEVOS,
  ...GRABADORES_FRESCOS,
  ...LEXYAI_AMPLIACION,
];

/** Recorder (public repository owner) of each item: the unit of the split. */
export function grabadorDe(item: ActuacionEtiquetada): string {
  if (item.origen === 'scrappy-jul' || item.origen === 'scrappy-ago') return 'thomasesteban22';
  if (item.origen === 'lawsuit-tracker-2') return 'lawsuit-tracker';
  return item.origen;
}

export const GRABADORES_DE_DESARROLLO = ['cachorro', 'lawsuit-tracker', 'emdecob'] as const;

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
  /** The five first held-out recorders (actuaciones-reales.json), as measured before the new ones came. */
  reservadaPrimeros: MedidaPorFuente;
  /** Only the three recorders found after issue 19's rules were written. */
  reservadaNueva: MedidaPorFuente;
  /** Only the recorder found in the sixth follow-up: the one held-out set no earlier figure read. */
  reservadaFresca: MedidaPorFuente;
  /** Only lexyai's items added in the eighth follow-up (no earlier figure read them either). */
  reservadaLexyaiAmpliacion: MedidaPorFuente;
  /** The five first held-out recorders' items that the rules before issue 19 never saw either (old hash split). */
  reservadaNuncaVista: Medida;
} {
  const desarrollo = CATALOGO.filter((item) =>
    (GRABADORES_DE_DESARROLLO as readonly string[]).includes(grabadorDe(item)),
  );
  const reservada = RESERVADA.filter(
    (item) => !(GRABADORES_DE_DESARROLLO as readonly string[]).includes(grabadorDe(item)),
  );
  return {
    desarrollo: porFuente(desarrollo),
    reservada: porFuente(reservada),
    reservadaPrimeros: porFuente(ACTUACIONES_REALES),
    reservadaNueva: porFuente(GRABADORES_NUEVOS),
    reservadaFresca: porFuente(GRABADORES_FRESCOS),
    reservadaLexyaiAmpliacion: porFuente(LEXYAI_AMPLIACION),
    reservadaNuncaVista: medir(ACTUACIONES_REALES.filter((item) => parteDe(item.id) === 'reservada')),
  };
}
