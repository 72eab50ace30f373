/**
 * Development route: where the court simulator this process started listens, so the browser
 * journeys can move its clock and inject faults through its control API (/__control). Only
 * registered outside production and when the engine reads the simulator.
 */
import type { FastifyInstance } from 'fastify';

export function registerDevSimulator(app: FastifyInstance, simulatorUrl: string): void {
  app.get('/dev/simulador', { schema: { hide: true } }, async () => ({ url: simulatorUrl }));
}
