// The program's sync in a thread of its own (sync-program-off-thread.ts): reading, checking and
// storing a program of thousands of events is seconds of work on a phone, which on the page's
// main thread delayed its taps and scrolling. Dexie tells the page's live queries of the writes.
// First: the CSP refuses zod's eval probe, which would report an error from this thread too.
import '@/lib/zod-jitless';
import type { ProgramSyncReply, ProgramSyncRequest } from './program-sync-messages';
import { syncProgram } from './sync-program';

const reply = (message: ProgramSyncReply): void => postMessage(message);

addEventListener('message', (event: MessageEvent<ProgramSyncRequest>) => {
  const { id } = event.data;
  syncProgram().then(
    (result) => reply({ id, result }),
    (error: unknown) => reply({ id, error: String(error) }),
  );
});
