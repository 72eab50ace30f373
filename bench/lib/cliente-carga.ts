/**
 * The load bench's client, in its own process (bench/load.ts starts it): the users' requests are
 * not the server's work, so they must not share its Node thread. Reads its plan as JSON from
 * argv[2], runs autocannon, prints the result and the client's own CPU time as JSON on stdout.
 */
import autocannon from 'autocannon';

export interface PlanDeCarga {
  url: string;
  token: string;
  connections: number;
  seconds: number;
  /** 0: no think time (closed loop). */
  rate: number;
  /** Case ids for the detail reads. */
  ids: number[];
}

const plan = JSON.parse(process.argv[2] ?? '{}') as PlanDeCarga;
const orders = ['primerolosquehancambiado', 'fechacreacion', 'losquenohancambiado', 'termino'];
let next = 0;
const cpuBefore = process.cpuUsage();
const result = await autocannon({
  url: plan.url,
  connections: plan.connections,
  duration: plan.seconds,
  ...(plan.rate > 0 ? { overallRate: plan.rate } : {}),
  headers: { authorization: `Bearer ${plan.token}` },
  requests: [
    {
      // Half the users read a page of the list (page and order vary), half a case detail.
      setupRequest: (request) => {
        next += 1;
        const path =
          next % 2 === 0
            ? `/api/Expedientes?pagina=${1 + (next % 10)}&ordenadoPor=${orders[next % orders.length]}`
            : `/api/Expedientes/${plan.ids[next % plan.ids.length]}`;
        return { ...request, method: 'GET', path };
      },
    },
  ],
});
const cpu = process.cpuUsage(cpuBefore);
process.stdout.write(
  JSON.stringify({
    requests: result.requests.total,
    perSecond: result.requests.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    latency: result.latency,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  }),
);
