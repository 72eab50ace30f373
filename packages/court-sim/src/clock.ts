/** The simulator's "today": every source answers as if this were the current date in Bogotá. */
import { bogotaToday, isIsoDate, nextBusinessDay, toDay, toIso } from './dates.ts';

export interface SimClock {
  today(): string;
  todayDay(): number;
  advance(days: number): void;
  /** To the n-th next business day (weekends and Colombian holidays skipped): the next day courts work. */
  advanceBusinessDays(count: number): void;
  set(date: string): void;
}

export function createClock(start?: string): SimClock {
  const initial = start ?? bogotaToday();
  if (!isIsoDate(initial)) throw new Error(`Fecha inicial inválida: ${initial} (se espera AAAA-MM-DD)`);
  let day = toDay(initial);
  return {
    today: () => toIso(day),
    todayDay: () => day,
    advance(days) {
      if (!Number.isInteger(days)) throw new Error('days debe ser un entero');
      day += days;
    },
    advanceBusinessDays(count) {
      if (!Number.isInteger(count) || count < 1) throw new Error('habiles debe ser un entero positivo');
      for (let step = 0; step < count; step++) day = nextBusinessDay(day);
    },
    set(date) {
      if (!isIsoDate(date)) throw new Error(`Fecha inválida: ${date} (se espera AAAA-MM-DD)`);
      day = toDay(date);
    },
  };
}
