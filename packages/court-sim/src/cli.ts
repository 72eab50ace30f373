/**
 * `npx tsx packages/court-sim/src/cli.ts --port 4010 [--host 127.0.0.1] [--today 2026-03-20]
 * [--actividad hoy|ajustada] [--log]`
 */
import { parseArgs } from 'node:util';
import { leerActividad } from './actividad.ts';
import { startCourtSim } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.COURT_SIM_PORT ?? '4010' },
    host: { type: 'string', default: process.env.COURT_SIM_HOST ?? '127.0.0.1' },
    today: { type: 'string', default: process.env.COURT_SIM_TODAY },
    actividad: { type: 'string', default: process.env.COURT_SIM_ACTIVIDAD },
    log: { type: 'boolean', default: false },
  },
});

const sim = await startCourtSim({
  port: Number(values.port),
  host: values.host,
  today: values.today,
  logger: values.log,
  actividad: leerActividad(values.actividad),
});
console.log(
  `Simulador de juzgados escuchando en ${sim.url} (hoy: ${sim.clock.today()}, actividad: ${leerActividad(values.actividad)})`,
);
console.log(
  `  CPNU: ${sim.url}/cpnu/api/v2   SAMAI: ${sim.url}/samai/api   Publicaciones: ${sim.url}/publicaciones`,
);
console.log(`  SIUGJ: ${sim.url}/siugj   Control: ${sim.url}/__control/clock`);

const stop = async () => {
  await sim.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
