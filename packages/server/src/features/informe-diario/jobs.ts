/** The sender job: right after the day closes, and every few minutes for retries (REPORTS_CRON). */
import { z } from 'zod';
import { defineJob } from '../../jobs/queue.ts';
import { enviarInformesPendientes } from './enviar-informes.ts';

export const enviarInformesJob = defineJob({
  name: 'enviar-informes-diarios',
  payload: z.object({}).passthrough(),
  retryLimit: 1,
  async handler(deps) {
    const result = await enviarInformesPendientes(deps);
    if (Object.values(result).some((count) => count > 0)) deps.log.info(result, 'informes diarios');
  },
});
