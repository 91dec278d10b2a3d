import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { createFakeApi } from '../testing/fake-api';
import { eventFixture } from '../testing/program-fixtures';
import { programRoutes } from '../testing/program-routes';
import { resetDb } from '../testing/reset-db';
import type { ProgramSyncReply, ProgramSyncRequest } from './program-sync-messages';
import type { ProgramSyncResult } from './sync-program';

const UPDATED: ProgramSyncResult = {
  events: 'updated',
  artists: 'updated',
  venues: 'updated',
  filterValues: 'updated',
  siteMap: 'updated',
};

/** A stand-in for the worker: records what the page posts and answers as the test says. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  static answer: (request: ProgramSyncRequest) => ProgramSyncReply | 'crash' = ({ id }) => ({
    id,
    result: UPDATED,
  });
  readonly posted: ProgramSyncRequest[] = [];

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.started.push(this);
  }

  postMessage(request: ProgramSyncRequest): void {
    this.posted.push(request);
    const answer = FakeWorker.answer(request);
    queueMicrotask(() =>
      this.dispatchEvent(
        answer === 'crash' ? new Event('error') : new MessageEvent('message', { data: answer }),
      ),
    );
  }
}

const programApi = () => createFakeApi(programRoutes([eventFixture(7)]));

// The module keeps its worker: each test loads it afresh.
const loadModule = async () => {
  vi.resetModules();
  return import('./sync-program-off-thread');
};

let api: ReturnType<typeof programApi>;
beforeEach(async () => {
  await resetDb();
  api = programApi();
  vi.stubGlobal('fetch', api.fetch);
  FakeWorker.started = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('syncProgramOffThread', () => {
  it('asks one worker for every sync, off the page', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { syncProgramOffThread } = await loadModule();

    expect(await syncProgramOffThread()).toEqual(UPDATED);
    expect(await syncProgramOffThread()).toEqual(UPDATED);

    expect(FakeWorker.started).toHaveLength(1);
    const [worker] = FakeWorker.started;
    expect(worker?.options).toEqual({ type: 'module', name: 'program-sync' });
    expect(worker?.posted).toHaveLength(2);
    expect(api.calls).toEqual([]);
  });

  it('shares a running sync with a second caller instead of starting another', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { syncProgramOffThread } = await loadModule();

    const [first, second] = await Promise.all([syncProgramOffThread(), syncProgramOffThread()]);
    expect(first).toEqual(UPDATED);
    expect(second).toEqual(UPDATED);
    expect(FakeWorker.started[0]?.posted).toHaveLength(1);
    // Once it ended, the next call syncs again.
    await syncProgramOffThread();
    expect(FakeWorker.started[0]?.posted).toHaveLength(2);
  });

  it("passes on the worker's failure as the sync's", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.answer = ({ id }) => ({ id, error: 'Error: quota' });
    try {
      const { syncProgramOffThread } = await loadModule();
      await expect(syncProgramOffThread()).rejects.toThrow('quota');
    } finally {
      FakeWorker.answer = ({ id }) => ({ id, result: UPDATED });
    }
  });

  it('syncs on the page, from the network, when the worker cannot run', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.answer = () => 'crash';
    try {
      const { syncProgramOffThread } = await loadModule();
      expect(await syncProgramOffThread()).toEqual(UPDATED);
      expect(await db.events.toCollection().primaryKeys()).toEqual([7]);
      // The program's four datasets and the site map.
      expect(api.calls).toHaveLength(5);
      // Later syncs do not try the broken worker again.
      await syncProgramOffThread();
      expect(FakeWorker.started).toHaveLength(1);
      expect(FakeWorker.started[0]?.posted).toHaveLength(1);
    } finally {
      FakeWorker.answer = ({ id }) => ({ id, result: UPDATED });
    }
  });

  it('syncs on the page where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    const { syncProgramOffThread } = await loadModule();
    expect((await syncProgramOffThread()).events).toBe('updated');
    expect(await db.events.toCollection().primaryKeys()).toEqual([7]);
  });
});
