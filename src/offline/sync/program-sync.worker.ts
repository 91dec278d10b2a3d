import type { ProgramWorkerRequest } from './program-sync-protocol';
import { handleProgramRequest } from './program-work';

// The program's download is parsed, validated and stored here, off the page's main thread: on a
// first visit that work (schemas, JSON, Dexie's writes) made long tasks while the first screen
// painted. Dexie tells the page's live queries about the writes (BroadcastChannel).
addEventListener('message', (event: MessageEvent<ProgramWorkerRequest>) => {
  void handleProgramRequest(event.data).then((reply) => postMessage(reply));
});
