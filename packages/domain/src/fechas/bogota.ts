/**
 * Instants read on the Bogotá clock. Colombia has kept UTC−5 without daylight saving since 1993,
 * but the zone is named rather than the offset hard-coded so the rule lives in the platform's tz
 * data. The formatters are built once: constructing an Intl.DateTimeFormat is the costly part.
 */
export const ZONA_BOGOTA = 'America/Bogota';

const partesBogota = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONA_BOGOTA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface Partes {
  anio: string;
  mes: string;
  dia: string;
  hora: string;
  minuto: string;
}

function partes(instante: Date): Partes {
  const valor = Object.fromEntries(
    partesBogota.formatToParts(instante).map((parte) => [parte.type, parte.value]),
  );
  return { anio: valor.year, mes: valor.month, dia: valor.day, hora: valor.hour, minuto: valor.minute };
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
