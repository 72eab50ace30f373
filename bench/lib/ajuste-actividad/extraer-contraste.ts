/**
 * Reads the actuación timelines of two recorders independent of CachorroC, for the held-out check
 * of the fitted chain (contrastar.ts; docs/actividad-de-los-juzgados.md). Run:
 * `node --import tsx bench/lib/ajuste-actividad/extraer-contraste.ts <salida.json> <emdecob git dir> <lawsuit-tracker git dir>`.
 *
 * - akflorez/emdecob-juridica: a collection firm's app stored the CPNU answers
 *   `Proceso/Actuaciones/{idProceso}` it read in its table `case_events` (`event_date`, `title`:
 *   the actuación's name), backed up to JSON at one commit with the cases (`radicado`,
 *   `last_check_at`). At the time it read only the answer's first page (40 rows).
 * - MarcosPimienta/lawsuit-tracker: a React app's data file holding CPNU answers as CPNU gives them
 *   (`actuaciones` by idProceso: `llaveProceso`, `consActuacion`, `cant`, `fechaActuacion`…), read
 *   like CachorroC's (capturas.ts) over every JSON blob of the history.
 *
 * What leaves it, per radicado under its position in the list: the lines extraer-lineas.ts writes
 * (the radicado's year, its rows' days and kinds, the window). No radicado, id, party, anotación or
 * actuación name.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { claseDeActuacion, diaBogota, leerCapturas, lineaDe } from './capturas.ts';

const [salida, emdecob, lawsuitTracker] = process.argv.slice(2);
if (!salida || !emdecob || !lawsuitTracker)
  throw new Error(
    'Uso: node --import tsx extraer-contraste.ts <salida.json> <emdecob git dir> <lawsuit-tracker git dir>',
  );

const EMDECOB = {
  repositorio: 'akflorez/emdecob-juridica',
  commit: 'a9f98d6129d12ee6f2a16a5c94c1d0b40db8dcd4',
  eventos: 'scratch/backup_db_before_restore/case_events.json',
  casos: 'scratch/backup_db_before_restore/cases.json',
};
/** CPNU's page of actuaciones: a timeline of fewer rows was read whole. */
const FILAS_POR_PAGINA = 40;

interface Evento {
  case_id: number;
  event_date: string | null;
  title: string;
  created_at: string;
}
interface Caso {
  id: number;
  radicado: string;
  last_check_at: string | null;
}

function leerJson<T>(gitDir: string, commit: string, ruta: string): T {
  const texto = execFileSync('git', ['--git-dir', gitDir, 'show', `${commit}:${ruta}`], {
    maxBuffer: 1 << 30,
  });
  return JSON.parse(texto.toString()) as T;
}

function lineasEmdecob(gitDir: string) {
  const eventos = leerJson<Evento[]>(gitDir, EMDECOB.commit, EMDECOB.eventos);
  const casos = new Map(leerJson<Caso[]>(gitDir, EMDECOB.commit, EMDECOB.casos).map((c) => [c.id, c]));
  const porCaso = new Map<number, Evento[]>();
  for (const evento of eventos) porCaso.set(evento.case_id, [...(porCaso.get(evento.case_id) ?? []), evento]);
  let descartadas = 0;
  const lineas = [...porCaso].map(([id, filas]) => {
    const caso = casos.get(id);
    if (!caso) throw new Error(`caso ${id} sin fila en cases.json`);
    // Seen until the last time the app read it: its last check, else the day it stored the rows.
    const vistoHasta = Math.max(
      diaBogota(caso.last_check_at) ?? Number.NEGATIVE_INFINITY,
      ...filas.map((f) => diaBogota(f.created_at) as number),
    );
    const leidas = filas
      .map((f) => ({ dia: diaBogota(f.event_date), ...claseDeActuacion(f.title) }))
      .filter((f): f is { dia: number; auto: boolean; fijacion: boolean } => f.dia !== null);
    // A date after the reading or before 1990 is the court's typo ('6781-10-17'): left out.
    const validas = leidas.filter((f) => f.dia <= vistoHasta && f.dia >= 7305).sort((a, b) => a.dia - b.dia);
    descartadas += filas.length - validas.length;
    return {
      anio: Number(caso.radicado.slice(12, 16)),
      completa: filas.length < FILAS_POR_PAGINA,
      idsProceso: 1,
      desde: validas[0]?.dia ?? vistoHasta,
      vistoHasta,
      dias: validas.map((f) => f.dia),
      tipo: validas.map((f) => (f.fijacion ? 'E' : f.auto ? 'A' : 'O')).join(''),
    };
  });
  return { lineas, filasLeidas: eventos.length, descartadas };
}

const resumen = (lineas: { completa: boolean; dias: number[] }[]) =>
  `${lineas.length} radicados (${lineas.filter((l) => l.completa).length} completos), ` +
  `${lineas.reduce((n, l) => n + l.dias.length, 0)} actuaciones`;

const deEmdecob = lineasEmdecob(emdecob);
console.log(
  `emdecob: ${deEmdecob.filasLeidas} filas leídas, ${deEmdecob.descartadas} con fecha imposible; ${resumen(deEmdecob.lineas)}`,
);
/**
 * In lawsuit-tracker's answers of despachos served through TYBA, `consActuacion` is not the
 * process's sequence (68,317,801 of `cant` 27) but the list is CPNU's, newest first: the rows are
 * numbered by their place (cant, cant − 1, …) so that a whole list reads as whole and a first page
 * as a first page.
 */
function numerarPorPosicion(json: unknown): unknown {
  const actuaciones = (json as { actuaciones?: unknown } | null)?.actuaciones;
  if (!actuaciones || typeof actuaciones !== 'object') return json;
  for (const lista of Object.values(actuaciones)) {
    if (!Array.isArray(lista)) continue;
    const filas = lista as { consActuacion: number; cant: number }[];
    if (filas.every((f) => f.consActuacion <= f.cant)) continue;
    filas.forEach((f, i) => {
      f.consActuacion = f.cant - i;
    });
  }
  return json;
}
const deLawsuit = leerCapturas([lawsuitTracker], numerarPorPosicion);
const lineasLawsuit = [...deLawsuit.procesos].map(([llave, porId]) => lineaDe(llave, porId));
console.log(`lawsuit-tracker: ${deLawsuit.filasLeidas} filas leídas; ${resumen(lineasLawsuit)}`);
const heads = execFileSync('git', ['--git-dir', lawsuitTracker, 'rev-parse', 'HEAD']).toString().trim();

writeFileSync(
  salida,
  `${JSON.stringify({
    grabadores: [
      {
        grabador: 'emdecob',
        repositorio: EMDECOB.repositorio,
        commit: EMDECOB.commit,
        rutas: [EMDECOB.eventos, EMDECOB.casos],
        lineas: deEmdecob.lineas,
      },
      {
        grabador: 'lawsuit-tracker',
        repositorio: 'MarcosPimienta/lawsuit-tracker',
        commit: heads,
        rutas: ['every .json blob of the history present in the snapshot (public/procesos.json)'],
        lineas: lineasLawsuit,
      },
    ],
  })}\n`,
);
