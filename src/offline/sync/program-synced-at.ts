let syncedAt = -Infinity;
let firstSync: Promise<void> = Promise.resolve();

/** The entry's first-visit sync brought every program dataset up to date at `at`. */
export const noteProgramSynced = (at: number): void => {
  syncedAt = at;
};

/** When this page last synced the whole program before its own sync started (`-Infinity`: not). */
export const programSyncedAt = (): number => syncedAt;

/** The entry's first-visit sync, under way: the page's own sync waits for it before deciding. */
export const noteFirstSync = (sync: Promise<void>): void => {
  firstSync = sync.catch(() => undefined);
};

/** Resolves once the entry's first-visit sync, if any, has finished (or failed). */
export const firstSyncDone = (): Promise<void> => firstSync;
