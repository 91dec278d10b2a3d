import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { hasDatabaseHint } from '../database-hint';
import { createFakeApi } from '../testing/fake-api';
import { eventFixture } from '../testing/program-fixtures';
import { programRoutes } from '../testing/program-routes';
import { resetDb } from '../testing/reset-db';
import type { EarlyAnswer, ProgramSyncReply, ProgramSyncRequest } from './program-sync-messages';
import type { ProgramSyncResult } from './sync-program';

const UPDATED: ProgramSyncResult = {
  events: 'updated',
  artists: 'updated',
  venues: 'updated',
  filterValues: 'updated',
};

/** A stand-in for the worker: records what the page posts and answers as the test says. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  static answer: (request: ProgramSyncRequest) => ProgramSyncReply | 'crash' = ({ id }) => ({
    id,
    result: UPDATED,
  });
  readonly posted: { request: ProgramSyncRequest; transfer: Transferable[] }[] = [];

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.started.push(this);
  }

  postMessage(request: ProgramSyncRequest, transfer: Transferable[]): void {
    this.posted.push({ request, transfer });
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
  localStorage.clear();
  api = programApi();
  vi.stubGlobal('fetch', api.fetch);
  FakeWorker.started = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('syncProgramOffThread', () => {
  it('asks one worker for every sync, moving the early bodies to it, and notes the database', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { syncProgramOffThread } = await loadModule();
    const body = new ArrayBuffer(4);
    const early: EarlyAnswer[] = [
      { key: 'GET /api/venue/all', response: { status: 200, headers: [], body } },
    ];

    expect(await syncProgramOffThread(early)).toEqual(UPDATED);
    expect(await syncProgramOffThread()).toEqual(UPDATED);

    expect(FakeWorker.started).toHaveLength(1);
    const [worker] = FakeWorker.started;
    expect(worker?.options).toEqual({ type: 'module', name: 'program-sync' });
    expect(worker?.posted.map(({ request }) => request.early)).toEqual([early, []]);
    expect(worker?.posted[0]?.transfer).toEqual([body]);
    // The worker has no local storage: the page keeps the hint for the next start.
    expect(hasDatabaseHint()).toBe(true);
    expect(api.calls).toEqual([]);
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
      expect(api.calls).toHaveLength(4);
      // Later syncs do not try the broken worker again.
      await syncProgramOffThread();
      expect(FakeWorker.started).toHaveLength(1);
      expect(FakeWorker.started[0]?.posted).toHaveLength(1);
    } finally {
      FakeWorker.answer = ({ id }) => ({ id, result: UPDATED });
    }
  });

  it('syncs on the page, taking the early answers, where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    const { syncProgramOffThread } = await loadModule();
    const events = new TextEncoder().encode(JSON.stringify([eventFixture(9)]));
    const result = await syncProgramOffThread([
      {
        key: 'POST /api/event/get/all/year',
        response: {
          status: 200,
          headers: [['content-type', 'application/json']],
          body: events.buffer,
        },
      },
    ]);
    expect(result.events).toBe('updated');
    expect(await db.events.toCollection().primaryKeys()).toEqual([9]);
    expect(api.calls.map((call) => call.path)).not.toContain('/api/event/get/all/year');
  });
});
