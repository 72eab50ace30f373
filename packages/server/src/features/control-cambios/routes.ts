/** Change-control routes (seed 001 §7 'Change-control service'): thin — validate, call one use case, answer. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

export async function registerControlCambiosRoutes(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
