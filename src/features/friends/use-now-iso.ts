import { useEffect, useState } from 'react';

/** The current instant as ISO text, refreshed each minute while mounted. */
export const useNowIso = (everyMs = 60_000): string => {
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date().toISOString()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};
