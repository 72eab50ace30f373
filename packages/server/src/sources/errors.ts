/** The typed failures every connector raises, so the monitoring engine can decide: retry later, back off, or mark the case in error. */

export interface SourceErrorContext {
  url?: string;
  status?: number;
}

export class SourceError extends Error {
  readonly url: string | undefined;
  readonly status: number | undefined;

  constructor(message: string, context: SourceErrorContext = {}) {
    super(message);
    this.name = new.target.name;
    this.url = context.url;
    this.status = context.status;
  }
}

export type TransientReason = 'timeout' | 'network' | 'server' | 'court-timeout' | 'circuit-open';

/** Worth retrying later: 5xx, timeouts, network failures, CPNU's "Timeout Expired" 404s, an open breaker. */
export class TransientSourceError extends SourceError {
  readonly reason: TransientReason;

  constructor(message: string, reason: TransientReason, context: SourceErrorContext = {}) {
    super(message, context);
    this.reason = reason;
  }
}

/**
 * The court refused us: 403/429 from a WAF (the polite client pauses the host), or SAMAI's public
 * ObtenerDatosProcesoGet itself answering 401 (no key to fall back on). A 401 on one samaicore call
 * that has a public fallback never reaches the engine (samai/client.ts).
 */
export class BlockedSourceError extends SourceError {
  readonly retryAfterMs: number;

  constructor(message: string, retryAfterMs: number, context: SourceErrorContext = {}) {
    super(message, context);
    this.retryAfterMs = retryAfterMs;
  }
}

/** The response no longer has the shape we know: nothing partial may be written, the case goes to error. */
const MAX_ISSUES_IN_MESSAGE = 5;

export class SchemaDriftError extends SourceError {
  readonly issues: string[];

  constructor(message: string, issues: string[], context: SourceErrorContext = {}) {
    // A list of 300 items that all drifted gives 300 issues: the message (logged, and kept as the
    // consultation's motivo) names the first few; `issues` keeps them all.
    const shown = issues.slice(0, MAX_ISSUES_IN_MESSAGE).join('; ');
    const more =
      issues.length > MAX_ISSUES_IN_MESSAGE ? ` (y ${issues.length - MAX_ISSUES_IN_MESSAGE} más)` : '';
    super(`${message}: ${shown}${more}`, context);
    this.issues = issues;
  }
}

/** The source answered clearly that the thing asked for does not exist there. */
export class NotFoundInSourceError extends SourceError {}
