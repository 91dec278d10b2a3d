import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { DEFAULT_YEAR_SETTING, findLatestEventYear, findSetting } from './queries';

const yearSetting = z.coerce.number().int().min(2000).max(2100);

/**
 * The year the program shows when the client names none: the `defaultYear` setting, else the
 * newest year with published events, else the current year in Berlin.
 */
export async function festivalYear(db: Executor, now: Date = new Date()): Promise<number> {
  const setting = yearSetting.safeParse(await findSetting(db, DEFAULT_YEAR_SETTING));
  if (setting.success) return setting.data;
  return (await findLatestEventYear(db)) ?? new TZDate(now, 'Europe/Berlin').getFullYear();
}
