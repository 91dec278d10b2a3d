export interface AttemptLimiterOptions {
  limit: number;
  windowMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

const PRUNE_THRESHOLD = 10_000;

/** Fixed-window counter per key, in memory of this node (enough to slow down password guessing). */
export class AttemptLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly options: AttemptLimiterOptions) {}

  /** Counts one attempt; false once `limit` attempts were made in the current window. */
  attempt(key: string, now = Date.now()): boolean {
    if (this.windows.size > PRUNE_THRESHOLD) this.prune(now);
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.options.windowMs });
      return true;
    }
    current.count += 1;
    return current.count <= this.options.limit;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}
