/**
 * The latest-changes table (seed 001 §2 'Latest-changes table'; route and call ours, recorded in
 * docs/decisions/0006): the account's new actuaciones and matches, newest first, 1000 a page.
 */
import { formatearDia, fuenteById } from '@expediente/domain';
import { paginaUltimosCambiosQuery, ultimosCambiosReply } from '@expediente/domain/contrato/ultimos-cambios';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { terminosPendientes } from '../../terminos/index.ts';
import { type CambioRow, presentarCambio, seleccionarCambios } from '../control-cambios/index.ts';

export const TAMANO_PAGINA_ULTIMOS_CAMBIOS = 1000;

export function registerUltimosCambiosRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/UltimosCambios',
    {
      preHandler: requireSession(deps.tokens),
      schema: {
        tags: ['notificaciones'],
        querystring: paginaUltimosCambiosQuery,
        response: { 200: ultimosCambiosReply },
      },
    },
    async (request) => {
      const { pagina } = request.query;
      const rows = await deps.db.execute<CambioRow>(
        seleccionarCambios(
          sql`c.id_abogado = ${request.session.idAbogado} and c.suprimido is null
            and c.tipo in ('actuacion', 'coincidencia')`,
          sql`order by c.fecha desc, c.id desc
            limit ${TAMANO_PAGINA_ULTIMOS_CAMBIOS + 1} offset ${(pagina - 1) * TAMANO_PAGINA_ULTIMOS_CAMBIOS}`,
        ),
      );
      const filas = rows.rows.slice(0, TAMANO_PAGINA_ULTIMOS_CAMBIOS).map(presentarCambio);
      const casos = new Map(filas.map((cambio) => [cambio.idExpediente, cambio.numeroExpediente]));
      const terminos = await terminosPendientes(
        deps.db,
        [...casos].map(([id, numero]) => ({ id, numero })),
        await deps.clock.today(),
      );
      const cambios = filas.map((cambio) => {
        const termino = terminos.get(cambio.idExpediente);
        const idFecha = String(cambio.idFecha);
        return {
          idCambio: cambio.id,
          idExpediente: cambio.idExpediente,
          numeroExpediente: cambio.numeroExpediente,
          fuente: cambio.fuentes.map((id) => fuenteById(id)?.nombre ?? String(id)).join(', '),
          fecha: formatearDia(`${idFecha.slice(0, 4)}-${idFecha.slice(4, 6)}-${idFecha.slice(6)}`),
          demandantes: cambio.demandantes,
          demandados: cambio.demandandos,
          ultimaActuacion: cambio.esCoincidencia
            ? `Coincidencia en ${cambio.descripcion ?? 'una publicación'}`
            : cambio.descripcion,
          fechaUltimaActuacion: cambio.fechaActuacion,
          termino: termino?.vence ?? null,
          reglaTermino: termino?.regla ?? null,
        };
      });
      return { cambios, pagina, hayMas: rows.rows.length > TAMANO_PAGINA_ULTIMOS_CAMBIOS };
    },
  );
}
