/**
 * When a page that started without the database (a first visit) begins reading it with Dexie's
 * live queries. Its screen shows what it downloaded, and the sync stores that same program in a
 * worker, so Dexie's code, its opening and the screen's first queries (100-300 ms of main-thread
 * work on a phone, in the first seconds) wait until the stored data can differ from what is
 * shown: the visitor acts (a tap, a key, a scroll wheel, history navigation), the connection
 * drops, or a later sync stored a change (`wantStoredReads`). Dexie-free.
 */
let want: () => void = () => undefined;

/** Resolves once the page has a reason to read the database. */
export const storedReadsWanted: Promise<void> = new Promise((resolve) => {
  want = resolve;
});

/** The stored data may now differ from what the screen shows: live queries start reading it. */
export const wantStoredReads = (): void => want();

const REASONS: readonly string[] = [
  'pointerdown',
  'keydown',
  'wheel',
  'touchstart',
  'popstate',
  'offline',
];

/**
 * Wants stored reads at the visitor's first input, history navigation or loss of connection; the
 * listeners go once reads are wanted, for whichever reason.
 */
export const wantStoredReadsOnInput = (): void => {
  const options = { capture: true, passive: true } as const;
  for (const type of REASONS) addEventListener(type, wantStoredReads, options);
  void storedReadsWanted.then(() => {
    for (const type of REASONS) removeEventListener(type, wantStoredReads, options);
  });
};
