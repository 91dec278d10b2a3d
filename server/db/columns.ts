import { integer, timestamp } from 'drizzle-orm/pg-core';

/** timestamptz read and written as a JS Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Money is always whole cents. */
export const cents = (name: string) => integer(name).notNull();
