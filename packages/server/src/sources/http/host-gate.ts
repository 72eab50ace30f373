/** Per-host politeness: a small FIFO queue limiting concurrency and spacing request starts. */
import type { Clock, HostPolicy } from './options.ts';

export class HostGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private nextStartAt = Number.NEGATIVE_INFINITY;

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
    const now = this.clock.now();
    const startAt = Math.max(now, this.nextStartAt);
    this.nextStartAt = startAt + this.policy.minIntervalMs;
    if (startAt > now) await this.clock.sleep(startAt - now);
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
