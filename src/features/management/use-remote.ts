import { useCallback, useEffect, useRef, useState } from 'react';

export interface Remote<T> {
  data: T | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
  /** Replaces the data locally (optimistic updates). */
  set: (update: (current: T | null) => T | null) => void;
}

// Management lists are network-first with the last answer kept as fallback (ARCHITECTURE.md).
const lastAnswers = new Map<string, unknown>();

/** Loads `load()` whenever `key` changes; a failed load keeps the last answer for that key. */
export const useRemote = <T>(key: string, load: () => Promise<T>): Remote<T> => {
  const [data, setData] = useState<T | null>(() => (lastAnswers.get(key) as T | undefined) ?? null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    let current = true;
    setLoading(true);
    loader.current().then(
      (answer) => {
        if (!current) return;
        lastAnswers.set(key, answer);
        setData(answer);
        setFailed(false);
        setLoading(false);
      },
      () => {
        if (!current) return;
        setData((lastAnswers.get(key) as T | undefined) ?? null);
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const set = useCallback((update: (current: T | null) => T | null) => setData(update), []);
  return { data, loading, failed, reload, set };
};
