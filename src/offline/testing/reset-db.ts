import { db } from '../db';

/** Empties every table so each test starts from a fresh device. */
export const resetDb = async (): Promise<void> => {
  await Promise.all(db.tables.map((table) => table.clear()));
};
