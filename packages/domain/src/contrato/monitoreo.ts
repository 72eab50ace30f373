/**
 * The wire contract of the operators' calls (administrators only): a sweep now, the night's request
 * budget and its use (features/monitoreo), and the morning reports per day
 * (GET /api/Monitoreo/InformesDiarios, features/informe-diario). Only their requests are written
 * here: no screen of the web reads their answers.
 */
import { z } from 'zod';

/** The day asked about (yyyy-mm-dd); the engine's today when absent. */
export const fechaMonitoreoQuery = z.object({ fecha: z.iso.date().optional() });

/** POST /api/Monitoreo/Barrido: the day to plan, or today; no body at all is today too. */
export const barridoBody = z.object({ fecha: z.iso.date().optional() }).nullish();
