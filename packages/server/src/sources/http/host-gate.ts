/** Per-host politeness: a small FIFO queue limiting concurrency and spacing request starts. */
import type { Clock, HostPolicy } from './options.ts';

export class HostGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  /** When the last request actually started (not when it was planned to). */
  private lastStartAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly policy: HostPolicy,
    private readonly clock: Clock,
  ) {}

  async acquire(): Promise<void> {
    if (this.active < this.policy.maxConcurrent) {
      this.active += 1;
    } else {
      // release() hands its slot straight to us, so `active` is unchanged.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    // Spaced from the previous request's real start: a timer that fires late (a busy event loop)
    // must not bring the next start closer than the interval, so the wait is checked again on
    // waking, and whoever starts first takes the slot.
    for (;;) {
      const now = this.clock.now();
      const wait = this.lastStartAt + this.policy.minIntervalMs - now;
      if (wait <= 0) {
        this.lastStartAt = now;
        return;
      }
      await this.clock.sleep(wait);
    }
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) {
      next();
      return;
    }
    this.active -= 1;
  }
}
