/**
 * Hostile input answered in one place, not per route: a NUL character (U+0000) anywhere in the
 * path, query, params or JSON body is refused before any route runs (PostgreSQL cannot store it),
 * and the database's data errors that only bad input can cause (numbers out of range, malformed
 * text for a type, invalid bytes) become a Spanish 400 instead of a 500 (that half lives in
 * errors.ts, `isInputDatabaseError`, beside the error handler that uses it).
 */
import type { FastifyInstance } from 'fastify';
import { appError } from './errors.ts';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
}

export function registerHostileInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      request.url.toLowerCase().includes('%00') ||
      hasNul(request.params) ||
      hasNul(request.query) ||
      hasNul(request.body)
    )
      throw appError(400, 'SolicitudInvalida', { solicitud: 'contiene caracteres no permitidos' });
  });
}
