/**
 * Instants read on the Bogotá clock. Colombia has kept UTC−5 without daylight saving since its
 * last summer time ended in April 1993, so from 1994 on its wall clock is the instant shifted by
 * five hours, read without the platform's time-zone data. That matters in the browser: the first
 * Intl.DateTimeFormat a new page builds costs 50–90 ms of the first screen on a 2-core machine
 * (issue 21, item 18), and every card shows dates. Earlier instants (an old process's history)
 * still go through the tz data, built on first use.
 */
export const ZONA_BOGOTA = 'America/Bogota';

const DESDE_1994 = Date.UTC(1994, 0, 1, 5);
const CINCO_HORAS = 5 * 60 * 60 * 1000;

let partesConDatosDeZona: Intl.DateTimeFormat | undefined;

interface Partes {
  anio: string;
  mes: string;
  dia: string;
  hora: string;
  minuto: string;
}

const dosCifras = (n: number) => String(n).padStart(2, '0');

function partesDesdeLosDatosDeZona(instante: Date): Partes {
  partesConDatosDeZona ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONA_BOGOTA,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const valor = Object.fromEntries(
    partesConDatosDeZona.formatToParts(instante).map((parte) => [parte.type, parte.value]),
  );
  return { anio: valor.year, mes: valor.month, dia: valor.day, hora: valor.hour, minuto: valor.minute };
}

function partes(instante: Date): Partes {
  const ms = instante.getTime();
  // NaN (an invalid date) fails the comparison and throws in Intl, as it always did.
  if (!(ms >= DESDE_1994)) return partesDesdeLosDatosDeZona(instante);
  const pared = new Date(ms - CINCO_HORAS);
  return {
    anio: String(pared.getUTCFullYear()),
    mes: dosCifras(pared.getUTCMonth() + 1),
    dia: dosCifras(pared.getUTCDate()),
    hora: dosCifras(pared.getUTCHours()),
    minuto: dosCifras(pared.getUTCMinutes()),
  };
}

/** The Bogotá calendar day ('YYYY-MM-DD') of an instant; now when none is given. */
export function diaBogota(instante: Date = new Date()): string {
  const { anio, mes, dia } = partes(instante);
  return `${anio}-${mes}-${dia}`;
}

/** 'HH:mm' (24 h) of an instant on the Bogotá clock. */
export function horaBogota(instante: Date): string {
  const { hora, minuto } = partes(instante);
  return `${hora}:${minuto}`;
}

/**
 * The instant of a Bogotá wall-clock time ('YYYY-MM-DD', 'HH:mm'). This direction uses the fixed
 * offset: Colombia keeps UTC−5 all year (no daylight saving since 1993), so every wall-clock time
 * exists exactly once.
 */
export function instanteBogota(dia: string, hora: string): Date {
  return new Date(`${dia.slice(0, 10)}T${hora}:00-05:00`);
}
