import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test gets the module afresh: its promise settles once per page.
const load = async () => {
  vi.resetModules();
  return import('./stored-reads');
};

const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => vi.restoreAllMocks());

describe('stored reads on a first visit', () => {
  it('waits while the visitor only looks', async () => {
    const { storedReadsWanted, wantStoredReadsOnInput } = await load();
    wantStoredReadsOnInput();
    dispatchEvent(new Event('scroll'));
    dispatchEvent(new Event('focus'));
    expect(await settled(storedReadsWanted)).toBe(false);
  });

  it.each(['pointerdown', 'keydown', 'wheel', 'touchstart', 'popstate', 'offline'])(
    'starts at the first %s',
    async (type) => {
      const { storedReadsWanted, wantStoredReadsOnInput } = await load();
      wantStoredReadsOnInput();
      dispatchEvent(new Event(type));
      expect(await settled(storedReadsWanted)).toBe(true);
    },
  );

  it('starts when a sync stored a change, and then stops listening for input', async () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const { storedReadsWanted, wantStoredReads, wantStoredReadsOnInput } = await load();
    wantStoredReadsOnInput();
    wantStoredReads();
    expect(await settled(storedReadsWanted)).toBe(true);
    const options = { capture: true, passive: true };
    for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart', 'popstate', 'offline'])
      expect(removed).toHaveBeenCalledWith(type, expect.any(Function), options);
  });
});
