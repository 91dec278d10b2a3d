import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '@/lib/next-task';

const mocks = vi.hoisted(() => ({
  firstSync: { current: Promise.resolve() },
  calls: [] as string[],
}));

vi.mock('@/offline/sync/program-synced-at', () => ({
  firstSyncDone: () => mocks.firstSync.current,
}));
vi.mock('@/lib/i18n', () => ({
  currentLanguage: () => 'de',
  onLanguageChange: vi.fn(),
  loadRemainingNamespaces: vi.fn(() => {
    mocks.calls.push('texts');
    return Promise.resolve();
  }),
}));
vi.mock('@/offline/sync/page-sync', () => ({
  startPageSync: vi.fn(() => mocks.calls.push('page sync')),
}));
vi.mock('@/offline/sync/sync-program-off-thread', () => ({ syncProgramOffThread: vi.fn() }));
vi.mock('@/features/pwa/link-manifest', () => ({
  linkManifest: vi.fn(() => mocks.calls.push('manifest')),
}));
vi.mock('@/features/pwa/register-service-worker', () => ({
  registerServiceWorker: vi.fn(() => {
    mocks.calls.push('worker');
    return Promise.resolve();
  }),
}));

const { startBackground } = await import('./start-background');

/** Lets the background start run on: its parts each wait a task or two, and load their code. */
const runTasks = async (count: number) => {
  for (let i = 0; i < count; i += 1) await nextTask();
};

describe('startBackground', () => {
  beforeEach(() => {
    mocks.calls.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it("registers the service worker last, once the first visit's program is stored", async () => {
    let stored = () => undefined as void;
    mocks.firstSync.current = new Promise((resolve) => (stored = resolve));
    void startBackground();
    await runTasks(30);
    expect(mocks.calls).toEqual(['page sync', 'manifest', 'texts']);

    stored();
    await vi.waitFor(() =>
      expect(mocks.calls).toEqual(['page sync', 'manifest', 'texts', 'worker']),
    );
  });

  it('registers it anyway when the first sync hangs, after 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mocks.firstSync.current = new Promise(() => undefined);
    void startBackground();
    await runTasks(30);
    await vi.advanceTimersByTimeAsync(9_000);
    await runTasks(10);
    expect(mocks.calls).not.toContain('worker');

    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(mocks.calls).toContain('worker'));
  });
});
