/** Every job the worker role handles, and the scheduled ones with their crons from configuration. */
import type { Config } from '../config.ts';
import { refrescarTerminosJob } from '../features/expedientes/index.ts';
import { emitirFacturasJob } from '../features/facturacion/facturas-mensuales.ts';
import { activarFuenteJob } from '../features/fuentes/trabajo-de-activacion.ts';
import { enviarInformesJob } from '../features/informe-diario/jobs.ts';
import { informeUnificadoJob } from '../features/informes/informe-job.ts';
import { buscarProcesoDeCargaJob } from '../features/registro/buscar-proceso-de-carga.ts';
import { verificarProcesosJob } from '../features/verificacion/verificar-procesos.ts';
import { podarEntregasWebhooksJob } from '../features/webhooks/podar-entregas.ts';
import { barridoJob } from '../monitoring/barrido.ts';
import { cerrarDiaJob } from '../monitoring/cerrar-dia.ts';
import { buscarLitiganteJob } from '../monitoring/consultar-litigante.ts';
import { consultarProcesoJob } from '../monitoring/consultar-proceso.ts';
import { leerPublicacionesJob } from '../monitoring/leer-publicaciones.ts';
import type { JobDefinition } from './queue.ts';

export const WORKER_JOBS: JobDefinition[] = [
  activarFuenteJob,
  consultarProcesoJob,
  buscarLitiganteJob,
  leerPublicacionesJob,
  barridoJob,
  cerrarDiaJob,
  refrescarTerminosJob,
  buscarProcesoDeCargaJob,
  informeUnificadoJob,
  enviarInformesJob,
  verificarProcesosJob,
  emitirFacturasJob,
  podarEntregasWebhooksJob,
];

export function scheduledJobs(config: Config): JobDefinition[] {
  return [
    { ...barridoJob, cron: config.SWEEP_CRON },
    { ...cerrarDiaJob, cron: config.CLOSE_DAY_CRON },
    { ...enviarInformesJob, cron: config.REPORTS_CRON },
    { ...emitirFacturasJob, cron: config.INVOICES_CRON },
    podarEntregasWebhooksJob,
  ];
}
