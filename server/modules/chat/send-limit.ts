/** A burst of SENDs, then a steady rate per account (a token bucket). */
export interface SendLimitOptions {
  burst: number;
  perSecond: number;
  now?: () => number;
}

/**
 * Sixty at once covers a queue written offline and sent on reconnect; two a second after that
 * is more than anyone types. Flooding (500 messages in two seconds) is refused.
 */
export const CHAT_SEND_LIMIT: SendLimitOptions = { burst: 60, perSecond: 2 };

interface Bucket {
  tokens: number;
  at: number;
}

export interface SendLimit {
  /** Takes one token for the account; false when the account has none left. */
  take(userId: number): boolean;
}

export function createSendLimit({ burst, perSecond, now = Date.now }: SendLimitOptions): SendLimit {
  const buckets = new Map<number, Bucket>();
  const refillMs = (burst / perSecond) * 1000;
  let lastSweep = now();

  // Buckets that have refilled completely hold nothing worth keeping.
  const sweep = (time: number) => {
    if (time - lastSweep < refillMs) return;
    lastSweep = time;
    for (const [userId, bucket] of buckets) {
      if (time - bucket.at >= refillMs) buckets.delete(userId);
    }
  };

  return {
    take(userId) {
      const time = now();
      sweep(time);
      const bucket = buckets.get(userId) ?? { tokens: burst, at: time };
      bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * perSecond);
      bucket.at = time;
      buckets.set(userId, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
