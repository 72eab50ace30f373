/**
 * The simulator's 'call you' survey (seed 002 §2) and its 15-day onboarding window. One schema, used
 * by the form and by the server that e-mails the request to the service desk.
 */
import { z } from 'zod';
import { FUENTES } from '../sources.ts';
import { MAX_PROCESOS_SIMULADOR } from './formula.ts';

export const VENTANA_ONBOARDING_DIAS = 15;

const DIA_MS = 24 * 60 * 60 * 1000;

/**
 * Days left of the 15-day onboarding window counted from the account's creation (ceiling of the
 * difference, like the trial). Undefined when the window is over or there is no usable date: the
 * 'call you' button is hidden exactly then.
 */
export function diasRestantesOnboarding(
  fechaCreacion: string | null | undefined,
  ahora: Date,
): number | undefined {
  if (!fechaCreacion) return undefined;
  const creacion = Date.parse(fechaCreacion);
  if (Number.isNaN(creacion)) return undefined;
  const dias = Math.ceil((creacion + VENTANA_ONBOARDING_DIAS * DIA_MS - ahora.getTime()) / DIA_MS);
  return dias > 0 ? Math.min(dias, VENTANA_ONBOARDING_DIAS) : undefined;
}

export const FRANJAS_LLAMADA = {
  manana: 'En la mañana (8:00 a. m. a 12:00 m.)',
  tarde: 'En la tarde (2:00 p. m. a 6:00 p. m.)',
} as const;

export const MOTIVOS_LLAMADA = {
  cotizar: 'Quiero cotizar un plan',
  dudas: 'Tengo dudas sobre el servicio',
  registro: 'Necesito ayuda para registrar mis procesos',
} as const;

type Clave<T> = [keyof T & string, ...(keyof T & string)[]];

export const solicitudLlamadaSchema = z.object({
  nombre: z
    .string({ error: 'Escribe tu nombre.' })
    .trim()
    .min(1, 'Escribe tu nombre.')
    .max(100, 'El nombre no puede contener más de 100 caracteres'),
  telefono: z
    .string({ error: 'Escribe tu teléfono.' })
    .trim()
    .regex(/^\d{10}$/, 'El teléfono debe tener 10 dígitos, sin espacios ni signos.'),
  franjaHoraria: z.enum(Object.keys(FRANJAS_LLAMADA) as Clave<typeof FRANJAS_LLAMADA>, {
    error: 'Elige cuándo prefieres que te llamemos.',
  }),
  motivo: z.enum(Object.keys(MOTIVOS_LLAMADA) as Clave<typeof MOTIVOS_LLAMADA>, {
    error: 'Elige en qué te podemos ayudar.',
  }),
  comentario: z
    .string({ error: 'El comentario debe ser texto.' })
    .trim()
    .max(500, 'El comentario no puede tener más de 500 caracteres.')
    .default(''),
  /** What the lawyer was looking at in the simulator, so the adviser calls with the numbers. */
  simulacion: z.object(
    {
      procesos: z
        .number({ error: 'El número de procesos debe ser un número entero.' })
        .int('El número de procesos debe ser un número entero.')
        .min(1, 'El número de procesos debe ser mayor que 0.')
        .max(MAX_PROCESOS_SIMULADOR, 'El simulador calcula hasta 1.000.000 de procesos.'),
      fuentes: z
        .array(
          z
            .number({ error: 'Fuente desconocida' })
            .int('Fuente desconocida')
            .refine((id) => FUENTES.some((fuente) => fuente.id === id), 'Fuente desconocida'),
          { error: 'Las fuentes deben ser una lista.' },
        )
        .min(1, 'Debe quedar al menos una fuente de consulta activa.')
        .max(FUENTES.length, 'Hay más fuentes de las que existen.')
        .refine((ids) => new Set(ids).size === ids.length, 'Las fuentes no pueden repetirse.'),
    },
    { error: 'Falta la simulación de precios.' },
  ),
});

export type SolicitudLlamada = z.infer<typeof solicitudLlamadaSchema>;
export type SolicitudLlamadaInput = z.input<typeof solicitudLlamadaSchema>;
