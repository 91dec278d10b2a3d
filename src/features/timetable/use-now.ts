import { useEffect, useState } from 'react';

/** The current instant as ISO text, refreshed every `everyMs` while mounted. */
export const useNow = (everyMs = 60_000): string => {
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date().toISOString()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};
