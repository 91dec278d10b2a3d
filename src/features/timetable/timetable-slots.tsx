import { createContext, type ComponentType, type ReactNode, useContext } from 'react';

/**
 * What a route adds to My Timetable from other features (features never import each other):
 * one more view beside list, grid and now & next, and a line under each saved event.
 */
export interface TimetableSlots {
  extraView?: { label: string; render: (userId: number) => ReactNode };
  EventExtra?: ComponentType<{ userId: number; eventId: number }>;
}

const SlotsContext = createContext<TimetableSlots>({});

export const TimetableSlotsProvider = SlotsContext.Provider;

export const useTimetableSlots = (): TimetableSlots => useContext(SlotsContext);
