// Background Sync and Periodic Background Sync events are not in TypeScript's WebWorker lib.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

interface ServiceWorkerGlobalScopeEventMap {
  sync: SyncEvent;
  periodicsync: PeriodicSyncEvent;
}
