import {
  berlinLocalToIso,
  eventDayKey,
  FESTIVAL_DAY_STARTS_AT_HOUR,
  shiftDayKey,
  type EventTiming,
} from './berlin-time';

/**
 * The end of an event's festival night: 06:00 Berlin on the morning after its program day
 * (a set at 23:00 Friday or at 01:00 Saturday both end Saturday 06:00). An Open-End event's .ics end.
 */
export const festivalNightEnd = (event: EventTiming): string =>
  berlinLocalToIso(
    `${shiftDayKey(eventDayKey(event), 1)}T${String(FESTIVAL_DAY_STARTS_AT_HOUR).padStart(2, '0')}:00`,
  );
