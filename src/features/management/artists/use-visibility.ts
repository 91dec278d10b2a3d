import { useState } from 'react';

/**
 * Spec §4 Artist website visibility: the switch flips at once, the call runs, and a failure
 * puts the switch back. Returns the shown state and the toggle.
 */
export const useOptimisticToggle = (
  saved: boolean,
  save: (next: boolean) => Promise<unknown>,
  onFailure?: () => void,
) => {
  const [shown, setShown] = useState(saved);
  const [pending, setPending] = useState(false);
  const [lastSaved, setLastSaved] = useState(saved);
  if (saved !== lastSaved) {
    setLastSaved(saved);
    setShown(saved);
  }
  const toggle = (next: boolean) => {
    const before = shown;
    setShown(next);
    setPending(true);
    save(next).then(
      () => setPending(false),
      () => {
        setShown(before);
        setPending(false);
        onFailure?.();
      },
    );
  };
  return { shown, pending, toggle };
};
