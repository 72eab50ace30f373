/**
 * SIUGJ's search backend (sources.md §1.5): one PHP endpoint, form-urlencoded, base64 arguments.
 * funcion=2 searches by radicado, funcion=3 lists actuaciones. Only SIUGJ despachos answer.
 */
import type { FastifyInstance } from 'fastify';
import { actuacionesUntil } from '../actuaciones.ts';
import { type SimContext, visibleProcesos } from '../context.ts';
import { idRegActuacionOf } from '../cpnu-presenters.ts';
import { toIso } from '../dates.ts';
import { plainName } from '../names.ts';
import type { ProcesoSimulado } from '../proceso.ts';
import { isSiugjDespacho } from './publicaciones.ts';

type Form = Record<string, string | undefined>;

function decodeBase64(value: string | undefined): string {
  return value ? Buffer.from(value, 'base64').toString('utf8') : '';
}

function hhmmss(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
}

export function registerSiugjRoutes(app: FastifyInstance, context: SimContext, prefix = '/siugj'): void {
  const siugjProceso = (radicado: string): ProcesoSimulado | undefined => {
    if (!/^\d{23}$/.test(radicado)) return undefined;
    const proceso = visibleProcesos(context, radicado)[0];
    if (!proceso || proceso.esPrivado || !isSiugjDespacho(proceso.despacho.codigo)) return undefined;
    return proceso;
  };

  app.post(
    `${prefix}/modulosEspeciales_SIUGJ/paginasFunciones/funcionesBuscadorProceso.php`,
    async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      if (form.funcion === '2') {
        let criterio: { remino?: string; pagina?: number } = {};
        try {
          criterio = JSON.parse(decodeBase64(form.cadObj)) as typeof criterio;
        } catch {
          return reply.code(400).send({ numReg: 0, registros: [], mensaje: 'Parámetros inválidos' });
        }
        const texto = (criterio.remino ?? '').replace(/\D/g, '');
        const proceso = siugjProceso(texto);
        const registros = proceso
          ? [
              {
                idFormulario: proceso.idProceso,
                codigoUnicoProceso: proceso.radicado,
                nombreEspecialidad: proceso.despacho.nombreEspecialidad,
                despacho: proceso.despacho.nombre,
                estadoProceso: 'ACTIVO',
                nombreTipoProceso: proceso.clase.claseProceso.toUpperCase(),
                actor: proceso.demandantes.map(plainName).join(', '),
                demandado: proceso.demandados.map(plainName).join(', '),
                folioRegistro: `TYBA___DOS_${proceso.idProceso}`,
              },
            ]
          : [];
        return {
          numReg: registros.length,
          registros,
          hasMore: false,
          page: criterio.pagina ?? 1,
          pageSize: 10,
        };
      }
      if (form.funcion === '3') {
        const proceso = siugjProceso(decodeBase64(form.cA).trim());
        if (!proceso) return { numReg: 0, registros: [] };
        const registros = actuacionesUntil(proceso, context.clock.todayDay(), context.actividad)
          .map((actuacion) => ({
            idRegistro: idRegActuacionOf(proceso, actuacion.consActuacion),
            fechaActuacion: `${toIso(actuacion.fechaRegistro)} ${hhmmss(actuacion.minutoRegistro)}`,
            actuacion: actuacion.actuacion,
            anotacion: actuacion.anotacion ?? '',
            fechaInicia: actuacion.fechaInicial === null ? null : toIso(actuacion.fechaInicial),
            fechaTermina: actuacion.fechaFinal === null ? null : toIso(actuacion.fechaFinal),
          }))
          .reverse();
        return { numReg: registros.length, registros };
      }
      return reply.code(400).send({ numReg: 0, registros: [], mensaje: 'Función no soportada' });
    },
  );
}
