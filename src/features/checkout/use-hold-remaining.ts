import { useEffect, useState } from 'react';

const TICK_MS = 1000;

/** Milliseconds left until `until` (ISO time), ticking every second; null without a valid time. */
export const useHoldRemaining = (until: string | undefined): number | null => {
  const end = until ? Date.parse(until) : Number.NaN;
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    if (Number.isNaN(end)) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= end) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [end]);

  return Number.isNaN(end) ? null : Math.max(0, end - now);
};

/** "mm:ss" of a duration, rounded up to the second so 00:00 shows only at the end. */
export const formatClock = (ms: number): string => {
  const seconds = Math.ceil(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
};
