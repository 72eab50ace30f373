/** Reference data (seed 000 §3, §7): cities, Rama entities, Samai corporations, courts, master lists. */
import { catalogoHeaders, ciudadParams } from '@expediente/domain/contrato/catalogos';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requirePublicApiKey } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';
import { CIUDADES, CORPORACIONES, COURTS, entidadesDeCiudad, PP_COURTS, SIUGJ_COURTS } from './courts.ts';

export async function registerCatalogosRoutes(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Seed 000 §6: catalogue calls carry the fixed public api key instead of a session.
  const options = (extra: object = {}) => ({
    preHandler: requirePublicApiKey,
    schema: {
      tags: ['catalogos'],
      headers: catalogoHeaders,
      ...extra,
    },
  });
  api.get('/api/Ciudades', options(), async () => CIUDADES);
  api.get('/api/Ciudades/:id/Entidades', options({ params: ciudadParams }), async (request) => {
    const entidades = entidadesDeCiudad((request.params as { id: string }).id);
    if (!entidades) throw appError(404, 'NoEncontrado');
    return entidades;
  });
  api.get('/api/Corporaciones/Todos', options(), async () => CORPORACIONES);
  api.get('/api/juzgados', options(), async () => COURTS);
  api.get('/api/juzgados/SIUGJ', options(), async () => SIUGJ_COURTS);
  api.get('/api/juzgados/PublicacionesProcesales', options(), async () => PP_COURTS);
}
