/**
 * The fit's business days: the court simulator's calendar (no weekends, holidays or vacancia
 * judicial) minus the 2020 suspension of terms. A business-day index turns day numbers into counts
 * of business days, so gaps and leads are measured in them.
 */
import { dayFromParts, isBusinessDay } from '../../../packages/court-sim/src/dates.ts';

/** Terms suspended by the Consejo Superior de la Judicatura (PCSJA20-11517 to -11567). */
const SUSPENSION_2020 = [dayFromParts(2020, 3, 16), dayFromParts(2020, 6, 30)] as const;
export const habil = (dia: number) =>
  isBusinessDay(dia) && (dia < SUSPENSION_2020[0] || dia > SUSPENSION_2020[1]);

/** Business-day index: the number of business days before `dia` since 2000 (closed days share the next's). */
const BASE = dayFromParts(2000, 1, 1);
const indice = new Int32Array(dayFromParts(2030, 1, 1) - BASE);
for (let d = 1, n = 0; d < indice.length; d++) {
  if (habil(BASE + d - 1)) n++;
  indice[d] = n;
}
export const habilDe = (dia: number) => indice[dia - BASE] as number;
