import { useCallback, useState } from 'react';

export const TIMETABLE_VIEWS = ['list', 'grid', 'now'] as const;
export type TimetableView = (typeof TIMETABLE_VIEWS)[number];

export const VIEW_STORAGE_KEY = 'festival.timetable.view';

const isView = (value: unknown): value is TimetableView =>
  typeof value === 'string' && (TIMETABLE_VIEWS as readonly string[]).includes(value);

const readView = (): TimetableView => {
  try {
    const stored = localStorage.getItem(VIEW_STORAGE_KEY);
    return isView(stored) ? stored : 'list';
  } catch {
    return 'list';
  }
};

/** The chosen timetable view, remembered in local storage across visits. */
export const useViewMode = (): [TimetableView, (next: TimetableView) => void] => {
  const [view, setView] = useState(readView);
  const choose = useCallback((next: TimetableView) => {
    setView(next);
    try {
      localStorage.setItem(VIEW_STORAGE_KEY, next);
    } catch {
      // Private mode may refuse storage; the choice still holds for this visit.
    }
  }, []);
  return [view, choose];
};
