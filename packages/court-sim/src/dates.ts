/**
 * Calendar arithmetic on day numbers (days since 1970-01-01, UTC) so timelines iterate integers,
 * not Date objects. Courts only act on business days: no weekends, no Colombian holidays
 * (Ley 51 de 1983) and no vacancia judicial (20-dic to 10-ene), as sources.md §3 describes.
 */
const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  return toIso(toDay(value)) === value;
}

export function toDay(iso: string): number {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new Error(`Fecha inválida: ${iso}`);
  return Math.floor(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY);
}

export function toIso(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function dayFromParts(year: number, month: number, dayOfMonth: number): number {
  return Math.floor(Date.UTC(year, month - 1, dayOfMonth) / MS_PER_DAY);
}

export function yearOf(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

/** 0 = Sunday … 6 = Saturday. 1970-01-01 was a Thursday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Today's date in Bogotá, whatever the host's time zone. */
export function bogotaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(now);
}

function easterDay(year: number): number {
  // Anonymous Gregorian algorithm (Meeus/Jones/Butcher).
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return dayFromParts(year, month, dayOfMonth);
}

function nextMonday(day: number): number {
  const weekday = weekdayOf(day);
  return weekday === 1 ? day : day + ((8 - weekday) % 7);
}

const holidaysByYear = new Map<number, Set<number>>();

function holidaysOf(year: number): Set<number> {
  const cached = holidaysByYear.get(year);
  if (cached) return cached;
  const fixed: [number, number][] = [
    [1, 1],
    [5, 1],
    [7, 20],
    [8, 7],
    [12, 8],
    [12, 25],
  ];
  const movable: [number, number][] = [
    [1, 6],
    [3, 19],
    [6, 29],
    [8, 15],
    [10, 12],
    [11, 1],
    [11, 11],
  ];
  const easter = easterDay(year);
  const days = new Set<number>([
    ...fixed.map(([month, dayOfMonth]) => dayFromParts(year, month, dayOfMonth)),
    ...movable.map(([month, dayOfMonth]) => nextMonday(dayFromParts(year, month, dayOfMonth))),
    easter - 3,
    easter - 2,
    nextMonday(easter + 39),
    nextMonday(easter + 60),
    nextMonday(easter + 68),
  ]);
  holidaysByYear.set(year, days);
  return days;
}

function isVacancia(day: number): boolean {
  const date = new Date(day * MS_PER_DAY);
  const month = date.getUTCMonth() + 1;
  const dayOfMonth = date.getUTCDate();
  return (month === 12 && dayOfMonth >= 20) || (month === 1 && dayOfMonth <= 10);
}

function computeBusinessDay(day: number): boolean {
  const weekday = weekdayOf(day);
  if (weekday === 0 || weekday === 6) return false;
  if (isVacancia(day)) return false;
  return !holidaysOf(yearOf(day)).has(day);
}

// Timelines ask this question millions of times: answer from a table filled once per year.
const TABLE_START = dayFromParts(1980, 1, 1);
const TABLE_END = dayFromParts(2121, 1, 1);
const businessTable = new Int8Array(TABLE_END - TABLE_START).fill(-1);

export function isBusinessDay(day: number): boolean {
  if (day < TABLE_START || day >= TABLE_END) return computeBusinessDay(day);
  const cached = businessTable[day - TABLE_START];
  if (cached !== -1) return cached === 1;
  const result = computeBusinessDay(day);
  businessTable[day - TABLE_START] = result ? 1 : 0;
  return result;
}

export function nextBusinessDay(day: number): number {
  let candidate = day + 1;
  while (!isBusinessDay(candidate)) candidate++;
  return candidate;
}

export function previousBusinessDay(day: number): number {
  let candidate = day - 1;
  while (!isBusinessDay(candidate)) candidate--;
  return candidate;
}
