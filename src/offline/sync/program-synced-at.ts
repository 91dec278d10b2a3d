let syncedAt = -Infinity;

/** The entry's first-visit sync brought every program dataset up to date at `at`. */
export const noteProgramSynced = (at: number): void => {
  syncedAt = at;
};

/** When this page last synced the whole program before its own sync started (`-Infinity`: not). */
export const programSyncedAt = (): number => syncedAt;
