/** Pure parsers for SIUGJ's buscador backend (sources.md §1.5): JSON text → the connector face's types. */
import { z } from 'zod';
import { parseJsonText, toIsoDate, vacioANulo, validateShape } from '../parse-helpers.ts';
import type { ActuacionFuente, ProcesoEnFuente } from '../types.ts';

const busquedaSchema = z.object({
  numReg: z.number(),
  registros: z.array(
    z.object({
      idFormulario: z.union([z.number(), z.string()]),
      codigoUnicoProceso: z.string(),
      despacho: z.string(),
      nombreTipoProceso: z.string().nullable(),
      actor: z.string().nullable(),
      demandado: z.string().nullable(),
    }),
  ),
});

const actuacionesSchema = z.object({
  numReg: z.number(),
  registros: z.array(
    z.object({
      idRegistro: z.union([z.number(), z.string()]),
      fechaActuacion: z.string(),
      actuacion: z.string(),
      anotacion: z.string().nullable(),
      fechaInicia: z.string().nullable(),
      fechaTermina: z.string().nullable(),
    }),
  ),
});

export interface SiugjProceso extends ProcesoEnFuente {
  tipoProceso: string | null;
}

/** Only exact matches of the radicado: the buscador searches free text ("remino"). */
export function parseBusqueda(text: string, radicado: string): SiugjProceso[] {
  const data = validateShape(busquedaSchema, parseJsonText(text, 'SIUGJ búsqueda'), 'SIUGJ búsqueda');
  return data.registros
    .filter((registro) => registro.codigoUnicoProceso === radicado)
    .map((registro) => {
      const demandantes = [vacioANulo(registro.actor)].filter((name): name is string => name !== null);
      const demandados = [vacioANulo(registro.demandado)].filter((name): name is string => name !== null);
      return {
        ref: { radicado, idProceso: registro.codigoUnicoProceso },
        radicado,
        despacho: registro.despacho.trim(),
        sujetos: [
          ...demandantes.map((nombre) => ({ rol: 'Demandante', nombre })),
          ...demandados.map((nombre) => ({ rol: 'Demandado', nombre })),
        ],
        demandantes,
        demandados,
        fechaProceso: null,
        // The buscador row has no last-action date: the engine reads actuaciones instead.
        fechaUltimaActuacion: null,
        esPrivado: false,
        tipoProceso: vacioANulo(registro.nombreTipoProceso),
      };
    });
}

/** Newest first by timestamp, then by idRegistro; SIUGJ gives a single timestamp per actuación. */
export function parseActuaciones(text: string): ActuacionFuente[] {
  const data = validateShape(
    actuacionesSchema,
    parseJsonText(text, 'SIUGJ actuaciones'),
    'SIUGJ actuaciones',
  );
  const sorted = [...data.registros].sort(
    (left, right) =>
      right.fechaActuacion.localeCompare(left.fechaActuacion) ||
      Number(right.idRegistro) - Number(left.idRegistro),
  );
  return sorted.map((registro) => {
    const fecha = toIsoDate(registro.fechaActuacion, 'SIUGJ fechaActuacion');
    return {
      key: String(registro.idRegistro),
      descripcion: registro.actuacion.trim(),
      anotacion: vacioANulo(registro.anotacion),
      fechaActuacion: fecha,
      fechaRegistro: fecha,
      fechaInicioTermino: toIsoDate(registro.fechaInicia, 'SIUGJ fechaInicia'),
      fechaFinalizaTermino: toIsoDate(registro.fechaTermina, 'SIUGJ fechaTermina'),
      tieneDocumentos: false,
    };
  });
}

export function actuacionesUntilKey(
  actuaciones: ActuacionFuente[],
  lastKnownKey?: string,
): ActuacionFuente[] {
  const index = lastKnownKey === undefined ? -1 : actuaciones.findIndex((item) => item.key === lastKnownKey);
  return index < 0 ? actuaciones : actuaciones.slice(0, index);
}
