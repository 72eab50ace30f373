/**
 * Environment checked by a zod schema at start-up: a bad or missing variable stops the process
 * with one clear line naming it.
 */

import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { CLOSE_DAY_CRON_POR_DEFECTO, SWEEP_CRON_POR_DEFECTO } from './monitoring/plan-noche.ts';
import { MINIMO_LITIGANTE_POR_DEFECTO } from './monitoring/presupuesto/litigantes.ts';
import {
  DIAS_PISO_POR_DEFECTO,
  PRESUPUESTO_NOCHE_POR_DEFECTO,
  RESERVA_USUARIO_POR_CIENTO_POR_DEFECTO,
} from './monitoring/presupuesto/presupuesto.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

function isAddressOrRange(value: string): boolean {
  return value.includes('/') ? isCidrSafe(value) : ipaddr.isValid(value);
}

function isCidrSafe(value: string): boolean {
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

const urlString = z.url({ message: 'debe ser una URL válida' });

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Listening address: loopback outside production unless set (a dev server is not for the network). */
  HOST: z.string().min(1).optional(),
  /** Public address used in e-mail links. */
  PUBLIC_URL: urlString.optional(),
  /** A PostgreSQL server; when unset an embedded PostgreSQL runs in DATA_DIR/pg. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar por postgres:// o postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  /** The built web app the server serves; defaults to packages/web/dist. */
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** Port of the embedded PostgreSQL; never 5432, which belongs to a system server. */
  EMBEDDED_PG_PORT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(65535)
    .refine((port) => port !== 5432, 'no puede ser 5432 (reservado para un PostgreSQL del sistema)')
    .default(54329),
  /** Secret for session tokens; required in production, generated and kept in DATA_DIR otherwise. */
  JWT_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  SESSION_HOURS: z.coerce.number().positive().default(12),
  /** smtp://user:pass@host:port; when unset, sent mail is kept in the database (dev mailbox). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'debe empezar por smtp:// o smtps://')
    .optional(),
  /** A second relay (another provider) the mail goes through while SMTP_URL refuses it. */
  SMTP_URL_SECUNDARIO: z
    .string()
    .regex(/^smtps?:\/\//, 'debe empezar por smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Expediente Digital <notificaciones@expedientedigital.co>'),
  /** The service desk: 'call me' requests (and later other service requests) are e-mailed here. */
  SERVICE_DESK_EMAIL: z.email().default('ventas@expedientedigital.co'),
  /** Failed sign-ins an address may have before each further one waits longer (1 min, 2, 4… 15). */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Failed sign-ins a client address may have in 15 minutes, whatever the accounts tried. */
  LOGIN_RATE_LIMIT_IP: z.coerce.number().int().positive().default(100),
  /**
   * The reverse proxies whose X-Forwarded-For is believed: addresses or CIDR ranges separated by
   * commas ('10.0.0.5,10.1.0.0/16'). Unset, no forwarded address is believed: anyone could rotate it.
   */
  TRUST_PROXY: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((parts) => parts.every(isAddressOrRange), 'debe ser una lista de direcciones IP o rangos CIDR')
    .optional(),
  /** Accounts created (or addresses found taken) per client address and hour (issue 20 item 7). */
  SIGNUP_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** Seed the demo account and its data on start (default on outside production). */
  DEMO: booleanFlag.optional(),
  /**
   * Where the engine reads the courts: 'simulador' starts the court simulator in this process
   * (default outside production), 'real' uses the courts' hosts (or the SOURCE_*_URL overrides).
   */
  FUENTES: z.enum(['simulador', 'real']).optional(),
  /** Port of the embedded court simulator, so a separate `npm run sweep` can reach it. */
  COURT_SIM_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  /** A court simulator already running elsewhere (tests, benchmarks). */
  COURT_SIM_URL: urlString.optional(),
  /**
   * The embedded simulator's first day (AAAA-MM-DD; default: today in Bogotá). The journeys fix it:
   * from late November their nights reached the vacancia judicial (20 Dec – 10 Jan), when no court
   * acts, and the journeys that wait for news failed.
   */
  COURT_SIM_TODAY: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'AAAA-MM-DD')
    .optional(),
  SOURCE_CPNU_URL: urlString.optional(),
  SOURCE_SAMAI_URL: urlString.optional(),
  /** The key the Consejo de Estado issues for samaicore, sent as its `ApiKey` header (sources.md §1.4). */
  SOURCE_SAMAI_API_KEY: z
    .string()
    .regex(/^[!-~]+$/, 'solo caracteres visibles, sin espacios')
    .optional(),
  SOURCE_PUBLICACIONES_URL: urlString.optional(),
  SOURCE_SIUGJ_URL: urlString.optional(),
  /** Politeness per court host: requests at once and minimum gap between two (ms). */
  /** Defaults: 1 request at a time and 1 s apart for real courts; no limit against the simulator. */
  SOURCE_MAX_CONCURRENT: z.coerce.number().int().min(1).max(50).optional(),
  SOURCE_MIN_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
  SOURCE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  SOURCE_CONTACT: z.string().min(3).default('soporte@expedientedigital.co'),
  /** Nightly sweep and day close, cron in America/Bogota (planned in monitoring/plan-noche.ts). */
  SWEEP_CRON: z.string().min(9).default(SWEEP_CRON_POR_DEFECTO),
  CLOSE_DAY_CRON: z.string().min(9).default(CLOSE_DAY_CRON_POR_DEFECTO),
  /**
   * The night's budget of requests per court host and egress (issue 23; default: the sweep window
   * at one request per second) and the floor: every watched process fully checked at least every
   * so many days while the budget allows (monitoring/presupuesto).
   */
  SWEEP_BUDGET_PER_HOST: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000_000)
    .default(PRESUPUESTO_NOCHE_POR_DEFECTO),
  SWEEP_FLOOR_DAYS: z.coerce.number().int().min(1).max(365).default(DIAS_PISO_POR_DEFECTO),
  /**
   * Per cent of each egress's budget per host that the night's lower tiers (repeat litigants, floor,
   * likelihood) may not spend, kept for checks a person asks for during the night; the checks of
   * tiers 1–2 also keep what the plan expects them to need (monitoring/presupuesto/gasto.ts).
   */
  SWEEP_USER_RESERVE_PERCENT: z.coerce
    .number()
    .int()
    .min(0)
    .max(50)
    .default(RESERVA_USUARIO_POR_CIENTO_POR_DEFECTO),
  /**
   * Repeat litigants (issue 23): a legal person among the stored parties of at least this many
   * watched CPNU radicados of one despacho is searched for once by name there, instead of one search
   * per radicado (monitoring/presupuesto/litigantes.ts). 0 turns it off.
   */
  // A search is planned at the pages its last one took (the litigant's unwatched processes
  // included, memoria-litigantes.ts) and after the checks a person or the estados asked for, so
  // under a tight budget it no longer crowds those out (bench/escala.ts, decision 0019). On by
  // default again: the suite's failures that turned it off (27/11) came from a test whose nights
  // swept the whole shared test database, other files' cases included, not from this feature.
  SWEEP_LITIGANT_MIN: z.coerce.number().int().min(0).max(1000).default(MINIMO_LITIGANTE_POR_DEFECTO),
  /**
   * This worker's egress (issue 23): its name, whose budget it spends (workers sharing one name
   * share one budget, as they share one address), and the proxy its court requests leave through.
   */
  EGRESS_ID: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letras, números, punto, guion o guion bajo (hasta 64)')
    .default('principal'),
  EGRESS_PROXY_URL: urlString.optional(),
  /** Retries of the morning reports' outbox (the first send follows the day close at once). */
  REPORTS_CRON: z.string().min(9).default('*/5 * * * *'),
  /** Monthly invoices whose renewal day has come (daily, 07:00 Bogotá: after the morning reports). */
  INVOICES_CRON: z.string().min(9).default('0 7 * * *'),
  /** Webhooks (decision 0016): how often the worker looks for due deliveries, the HTTP call's
   * limit, and the claim's lease (longer than the call, so a live worker commits inside it). */
  WEBHOOKS_POLL_MS: z.coerce.number().int().min(50).default(2000),
  WEBHOOKS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  WEBHOOKS_LEASE_SECONDS: z.coerce.number().int().min(1).default(60),
  /** A job whose worker died is retried after this long. */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Overrides every job's retry delay (tests use a short one). */
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).optional(),
  /** How often the queue's supervisor expires jobs of dead workers and cleans up. */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(60),
  /** PostgreSQL schema of the job queue. */
  JOBS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'debe ser un nombre de esquema simple')
    .default('pgboss'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type RawConfig = z.infer<typeof configSchema>;

export interface Config extends RawConfig {
  /** Always set once loaded: loopback by default outside production. */
  HOST: string;
  dataDir: string;
  isProduction: boolean;
  seedDemo: boolean;
  useSimulator: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(defined);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'configuración');
    throw new ConfigError(`Configuración inválida: ${name} ${issue?.message ?? ''}`.trim());
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  if (isProduction && !raw.JWT_SECRET)
    throw new ConfigError('Configuración inválida: JWT_SECRET es obligatoria en producción');
  if (isProduction && !raw.DATABASE_URL)
    throw new ConfigError('Configuración inválida: DATABASE_URL es obligatoria en producción');
  // The demo account has a published password and a month of invented cases (issue 20, item 13).
  if (isProduction && raw.DEMO)
    throw new ConfigError('Configuración inválida: DEMO no puede activarse en producción');
  return {
    ...raw,
    HOST: raw.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(raw.DATA_DIR),
    isProduction,
    seedDemo: raw.DEMO ?? !isProduction,
    useSimulator: (raw.FUENTES ?? (isProduction ? 'real' : 'simulador')) === 'simulador',
  };
}
