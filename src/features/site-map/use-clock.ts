import { useEffect, useState } from 'react';

/** The current instant as ISO text, renewed every `everyMs`: now and next move on by themselves. */
export const useClock = (everyMs = 30_000): string => {
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date().toISOString()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};
