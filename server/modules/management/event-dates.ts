import { berlinDayKey, berlinLocalToIso } from '../../../src/lib/berlin-time';
import { HttpError } from '../../plugins/http-error';

const HAS_OFFSET = /(Z|[+-]\d{2}:\d{2})$/;

/**
 * An event time as the form sends it: ISO with offset, or a Berlin wall-clock time without one
 * (spec §5 Event dates: local date-time → Europe/Berlin with offset).
 */
export function eventInstant(value: string, field: string): Date {
  try {
    const iso = HAS_OFFSET.test(value) ? value : berlinLocalToIso(value.slice(0, 19));
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) throw new RangeError(value);
    return date;
  } catch {
    throw new HttpError(400, `${field}: Must be a date-time`);
  }
}

/** The festival year of an event: the Berlin calendar year it starts in. */
export const berlinYear = (instant: Date): number =>
  Number(berlinDayKey(instant.toISOString()).slice(0, 4));
