/**
 * Repeat litigants (issue 23): in every ordinary despacho one financial entity files many cases
 * (a bank collecting its loans). By convention its cases are the consecutivos of a band no sample
 * uses, 80001 … 80000 + M(despacho, year) with M from 2 to 10, and the entity is their first
 * demandante; every other radicado keeps exactly the parties it had. Pure functions of the digits,
 * so CPNU's search by party name (/Procesos/Consulta/NombreRazonSocial) can enumerate a litigant's
 * processes in a despacho — the watched ones and the others a real court would list too.
 */
import { ENTIDADES_FINANCIERAS, type Parte, stripAccents } from './names.ts';
import { combine, hashString } from './prng.ts';

const BANDA = 80_000;
/** The years a despacho's litigant cases are enumerated from (older ones exist too in a real court). */
export const PRIMER_ANYO_LITIGANTE = 2010;

export function casosDeLitigante(codigoDespacho: string, year: number): number {
  return 2 + (combine(hashString(`litigante:${codigoDespacho}`), year) % 9);
}

/** The despacho's repeat litigant. */
export function litiganteFrecuente(codigoDespacho: string): Parte {
  const index = hashString(`litigante:${codigoDespacho}`) % ENTIDADES_FINANCIERAS.length;
  return { tipo: 'juridica', razonSocial: ENTIDADES_FINANCIERAS[index] as string };
}

/** Whether the radicado is one of its despacho's repeat-litigant cases (first instance, in the band). */
export function esDeLitigante(radicado: string): boolean {
  if (!/^\d{23}$/.test(radicado) || radicado.slice(21) !== '00') return false;
  const consecutivo = Number(radicado.slice(16, 21)) - BANDA;
  return (
    consecutivo >= 1 && consecutivo <= casosDeLitigante(radicado.slice(0, 12), Number(radicado.slice(12, 16)))
  );
}

/** The despacho's repeat-litigant radicados filed in `year`. */
export function radicadosDeLitigante(codigoDespacho: string, year: number): string[] {
  return Array.from(
    { length: casosDeLitigante(codigoDespacho, year) },
    (_, i) => `${codigoDespacho}${year}${String(BANDA + i + 1).padStart(5, '0')}00`,
  );
}

/** How CPNU's name search compares names here: no accents, no case, "NOMBRES - APELLIDOS" joined. */
export function nombreComparable(nombre: string): string {
  return stripAccents(nombre)
    .toUpperCase()
    .replace(/\s+-\s+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
