import { afterEach, expect, it } from 'vitest';
import { events } from '../../server/db/schema/program';
import { settings } from '../../server/db/schema/reference';
import { findFestivalInfo } from '../../server/modules/orders/festival-info';
import { forEachDatabase, resetDatabase } from '../helpers/test-db';

const event = (
  title: string,
  dateTime: string,
  extra: Partial<typeof events.$inferInsert> = {},
): typeof events.$inferInsert => ({
  title,
  dateTime: new Date(dateTime),
  year: Number(dateTime.slice(0, 4)),
  ...extra,
});

forEachDatabase('festival info', (use) => {
  afterEach(() => resetDatabase(use().db));

  it('names the festival and place from the setting, days from the published events', async () => {
    const { db } = use();
    await db
      .insert(settings)
      .values({ key: 'festival', value: { name: 'Osthafen Festival', place: 'Osthafen, Berlin' } });
    await db
      .insert(events)
      .values([
        event('Keynote', '2025-08-13T10:00:00+02:00', { conference: true }),
        event('Opening', '2025-08-13T20:00:00+02:00'),
        event('Closing', '2025-08-16T23:00:00+02:00'),
        event('Sunrise set', '2025-08-17T05:30:00+02:00'),
        event('Draft', '2025-08-20T20:00:00+02:00', { state: 'DRAFT' }),
        event('Last year', '2024-08-10T20:00:00+02:00'),
      ]);
    expect(await findFestivalInfo(db, 2025)).toEqual({
      name: 'Osthafen Festival',
      place: 'Osthafen, Berlin',
      firstDay: '2025-08-13',
      lastDay: '2025-08-16',
    });
    expect(await findFestivalInfo(db, 2024)).toMatchObject({
      firstDay: '2024-08-10',
      lastDay: '2024-08-10',
    });
  });

  it('falls back to "Festival", no place and no days', async () => {
    const { db } = use();
    expect(await findFestivalInfo(db, 2025)).toEqual({
      name: 'Festival',
      place: '',
      firstDay: null,
      lastDay: null,
    });
    await db.insert(settings).values({ key: 'festival', value: { place: 'Osthafen, Berlin' } });
    expect(await findFestivalInfo(db, 2025)).toMatchObject({
      name: 'Festival',
      place: 'Osthafen, Berlin',
    });
  });
});
