import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { createFakeApi } from '../testing/fake-api';
import { eventFixture } from '../testing/program-fixtures';
import { resetDb } from '../testing/reset-db';
import type { ProgramWorkerRequest } from './program-sync-protocol';
import { handleProgramRequest } from './program-work';

const bodyOf = (value: unknown): ArrayBuffer =>
  new TextEncoder().encode(JSON.stringify(value)).buffer;

const programApi = () =>
  createFakeApi({
    'POST /api/event/get/all/year': () => ({ status: 200, body: [eventFixture(4)], etag: '"e4"' }),
    'GET /api/artist/get/all': () => ({ status: 200, body: [] }),
    'GET /api/venue/all': () => ({ status: 200, body: [] }),
    'GET /api/filter/program/get': () => ({
      status: 200,
      body: { allDates: [], allGenres: [], allConferenceTypes: [], allConferenceTopics: [] },
    }),
  });

/** A Worker that runs the worker's handler in this thread, with structured clones as messages. */
class FakeWorker extends EventTarget {
  static started = 0;
  static failNext = false;
  received: ProgramWorkerRequest[] = [];
  constructor() {
    super();
    FakeWorker.started += 1;
  }
  postMessage(message: ProgramWorkerRequest) {
    this.received.push(message);
    if (FakeWorker.failNext) {
      FakeWorker.failNext = false;
      queueMicrotask(() => this.dispatchEvent(new ErrorEvent('error', { message: 'boom' })));
      return;
    }
    void handleProgramRequest(structuredClone(message)).then((reply) =>
      this.dispatchEvent(new MessageEvent('message', { data: structuredClone(reply) })),
    );
  }
  terminate() {}
}

const loadClient = async () => {
  vi.resetModules();
  return import('./program-sync-client');
};

let api: ReturnType<typeof programApi>;
beforeEach(async () => {
  await resetDb();
  api = programApi();
  vi.stubGlobal('fetch', api.fetch);
  FakeWorker.started = 0;
  FakeWorker.failNext = false;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the program sync off the main thread', () => {
  it('validates and syncs in the page where there is no Worker', async () => {
    const client = await loadClient();
    expect(await client.validateEventsOffThread(bodyOf([eventFixture(1)]))).toEqual([
      expect.objectContaining({ id: 1 }),
    ]);
    expect(await client.validateEventsOffThread(bodyOf([{ id: 'x' }]))).toBeNull();
    expect(await client.validateEventsOffThread(bodyOf('{'))).toBeNull();

    const result = await client.syncProgramOffThread();
    expect(result.events).toBe('updated');
    expect(await db.events.toCollection().primaryKeys()).toEqual([4]);
  });

  it('asks one worker, matching each reply to its request', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const client = await loadClient();
    const [valid, invalid] = await Promise.all([
      client.validateEventsOffThread(bodyOf([eventFixture(2)])),
      client.validateEventsOffThread(bodyOf([{ id: 'x' }])),
    ]);
    expect(valid).toEqual([expect.objectContaining({ id: 2 })]);
    expect(invalid).toBeNull();

    const result = await client.syncProgramOffThread();
    expect(result.events).toBe('updated');
    expect(await db.events.toCollection().primaryKeys()).toEqual([4]);
    expect(FakeWorker.started).toBe(1);
    // The worker opened the database: the page keeps the hint its opening would leave.
    expect(localStorage.getItem('festival.has-database')).toBe('1');
  });

  it('takes the early answers in the worker instead of asking again', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const client = await loadClient();
    const early = {
      key: 'POST /api/event/get/all/year',
      status: 200,
      headers: [
        ['content-type', 'application/json'],
        ['etag', '"early"'],
      ] as [string, string][],
      body: bodyOf([eventFixture(9)]),
    };
    await client.syncProgramOffThread([early]);
    expect(await db.events.toCollection().primaryKeys()).toEqual([9]);
    expect((await db.syncMeta.get('events'))?.etag).toBe('"early"');
    expect(api.calls.map((call) => call.path)).not.toContain('/api/event/get/all/year');
  });

  it('does the work in the page when the worker fails, then and from then on', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = await loadClient();
    FakeWorker.failNext = true;
    expect(await client.validateEventsOffThread(bodyOf([eventFixture(3)]))).toEqual([
      expect.objectContaining({ id: 3 }),
    ]);
    const result = await client.syncProgramOffThread();
    expect(result.events).toBe('updated');
    expect(FakeWorker.started).toBe(1);
  });
});
