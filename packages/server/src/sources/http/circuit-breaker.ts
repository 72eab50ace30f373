/** Stops calling a host that keeps failing; after a cool-down one trial request decides whether to close again. */

export type BreakerState = 'closed' | 'open' | 'half-open';

export class CircuitBreaker {
  private state: BreakerState = 'closed';
  private consecutiveFailures = 0;
  private openedAt = 0;
  private isTrialInFlight = false;

  constructor(
    private readonly failureThreshold: number,
    private readonly coolDownMs: number,
  ) {}

  /** Whether a request may go out now; in half-open only one trial passes. */
  tryPass(now: number): boolean {
    if (this.state === 'closed') return true;
    if (this.state === 'open') {
      if (now - this.openedAt < this.coolDownMs) return false;
      this.state = 'half-open';
      this.isTrialInFlight = false;
    }
    if (this.isTrialInFlight) return false;
    this.isTrialInFlight = true;
    return true;
  }

  /** Open and still cooling down: callers can fail without queueing (no trial is consumed). */
  isRejecting(now: number): boolean {
    return this.state === 'open' && now - this.openedAt < this.coolDownMs;
  }

  msUntilRetry(now: number): number {
    return this.state === 'open' ? Math.max(0, this.coolDownMs - (now - this.openedAt)) : 0;
  }

  recordSuccess(): void {
    this.state = 'closed';
    this.consecutiveFailures = 0;
    this.isTrialInFlight = false;
  }

  recordFailure(now: number): void {
    this.consecutiveFailures += 1;
    if (this.state === 'half-open' || this.consecutiveFailures >= this.failureThreshold) {
      this.state = 'open';
      this.openedAt = now;
      this.isTrialInFlight = false;
    }
  }

  get currentState(): BreakerState {
    return this.state;
  }
}
