/**
 * Reads the actuación timelines a recorder's captured CPNU answers hold, across the whole history of
 * its repository (issue 23 item 4). Run:
 * `node --import tsx bench/lib/ajuste-actividad/extraer-lineas.ts <salida.json> <git dir>…`.
 *
 * The rows and their grouping by radicado are capturas.ts's. What leaves this script is, per
 * radicado under a serial number: its rows' dates (Bogotá day numbers), whether each is an auto or a
 * 'Fijacion estado', whether every row 1…cant of every idProceso was read, and the last day it was
 * seen captured. No radicado, id, party, anotación or actuación name leaves it.
 */
import { writeFileSync } from 'node:fs';
import { leerCapturas, lineaDe } from './capturas.ts';

const [salida, ...gitDirs] = process.argv.slice(2);
if (!salida || gitDirs.length === 0)
  throw new Error('Uso: node --import tsx extraer-lineas.ts <salida.json> <git dir>…');

const { leidos, filasLeidas, procesos } = leerCapturas(gitDirs);
const lineas = [...procesos].map(([llave, porId]) => lineaDe(llave, porId));
writeFileSync(salida, JSON.stringify({ leidos, lineas }));
const completas = lineas.filter((l) => l.completa);
const filasEn = (grupo: typeof lineas) => grupo.reduce((n, l) => n + l.dias.length, 0);
console.log(
  `${filasLeidas} filas leídas, ${lineas.length} radicados: ${completas.length} completos con ` +
    `${filasEn(completas)} actuaciones, ${lineas.length - completas.length} desde su primera página con ` +
    `${filasEn(lineas.filter((l) => !l.completa))}`,
);
