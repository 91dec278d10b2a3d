import { useCallback, useState } from 'react';

export const TIMETABLE_VIEWS = ['list', 'grid', 'now'] as const;
/** The view a route adds (TimetableSlots.extraView), e.g. friends. */
export const EXTRA_VIEW = 'extra';
export type TimetableViewChoice = TimetableView | typeof EXTRA_VIEW;
export type TimetableView = (typeof TIMETABLE_VIEWS)[number];

export const VIEW_STORAGE_KEY = 'festival.timetable.view';

const isView = (value: unknown): value is TimetableViewChoice =>
  typeof value === 'string' &&
  (value === EXTRA_VIEW || (TIMETABLE_VIEWS as readonly string[]).includes(value));

const readView = (): TimetableViewChoice => {
  try {
    const stored = localStorage.getItem(VIEW_STORAGE_KEY);
    return isView(stored) ? stored : 'list';
  } catch {
    return 'list';
  }
};

/** The chosen timetable view, remembered in local storage across visits. */
export const useViewMode = (): [TimetableViewChoice, (next: TimetableViewChoice) => void] => {
  const [view, setView] = useState(readView);
  const choose = useCallback((next: TimetableViewChoice) => {
    setView(next);
    try {
      localStorage.setItem(VIEW_STORAGE_KEY, next);
    } catch {
      // Private mode may refuse storage; the choice still holds for this visit.
    }
  }, []);
  return [view, choose];
};
