import { useState } from 'react';

/** Values plus which fields the user has left, so problems show only after a first try. */
export const useFormFields = <T extends object>(initial: T) => {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});

  const set = <K extends keyof T>(field: K, value: T[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: keyof T) => setTouched((current) => ({ ...current, [field]: true }));
  const touchAll = () =>
    setTouched(
      Object.fromEntries(Object.keys(initial).map((key) => [key, true])) as typeof touched,
    );

  return { values, set, touched, touch, touchAll };
};
