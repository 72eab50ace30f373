/** Every job the worker role handles, and the scheduled ones with their crons from configuration. */
import type { Config } from '../config.ts';
import { refrescarTerminosJob } from '../features/expedientes/index.ts';
import { emitirFacturasJob } from '../features/facturacion/facturas-mensuales.ts';
import { activarFuenteJob } from '../features/fuentes/trabajo-de-activacion.ts';
import { sendInformesJob } from '../features/informe-diario/jobs.ts';
import { informeUnificadoJob } from '../features/informes/informe-job.ts';
import { searchLoadItemJob } from '../features/registro/search-load-item.ts';
import { verificarProcesosJob } from '../features/verificacion/verificar-procesos.ts';
import { podarEntregasWebhooksJob } from '../features/webhooks/podar-entregas.ts';
import { checkProcesoJob } from '../monitoring/check-proceso.ts';
import { closeDayJob } from '../monitoring/close-day.ts';
import { buscarLitiganteJob } from '../monitoring/consultar-litigante.ts';
import { readPublicacionesJob } from '../monitoring/read-publicaciones.ts';
import { sweepJob } from '../monitoring/sweep.ts';
import type { JobDefinition } from './queue.ts';

export const WORKER_JOBS: JobDefinition[] = [
  activarFuenteJob,
  checkProcesoJob,
  buscarLitiganteJob,
  readPublicacionesJob,
  sweepJob,
  closeDayJob,
  refrescarTerminosJob,
  searchLoadItemJob,
  informeUnificadoJob,
  sendInformesJob,
  verificarProcesosJob,
  emitirFacturasJob,
  podarEntregasWebhooksJob,
];

export function scheduledJobs(config: Config): JobDefinition[] {
  return [
    { ...sweepJob, cron: config.SWEEP_CRON },
    { ...closeDayJob, cron: config.CLOSE_DAY_CRON },
    { ...sendInformesJob, cron: config.REPORTS_CRON },
    { ...emitirFacturasJob, cron: config.INVOICES_CRON },
    podarEntregasWebhooksJob,
  ];
}
