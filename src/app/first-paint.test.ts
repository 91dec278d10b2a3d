import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FirstPaintModule from './first-paint';
import type { AppRouter } from './router';

type FirstPaint = typeof FirstPaintModule;

/** A router that reports its first render when told to. */
const fakeRouter = () => {
  let rendered = () => undefined as void;
  const router = {
    subscribe: (_event: string, listener: () => void) => {
      rendered = listener;
      return () => undefined;
    },
  } as unknown as AppRouter;
  return { router, render: () => rendered() };
};

describe('firstScreenPainted', () => {
  let module: FirstPaint;
  let painted: boolean;

  beforeEach(async () => {
    vi.useFakeTimers();
    vi.resetModules();
    module = await import('./first-paint');
    painted = false;
    void module.firstScreenPainted.then(() => {
      painted = true;
    });
  });
  afterEach(() => vi.useRealTimers());

  const settle = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms);
  };

  it('resolves after the first render and an idle moment when no screen holds it', async () => {
    const { router, render } = fakeRouter();
    module.watchFirstPaint(router);
    await settle(10);
    expect(painted).toBe(false);
    render();
    await settle(2100);
    expect(painted).toBe(true);
  });

  it('waits for the content of a screen that holds it, then for an idle moment', async () => {
    const { router, render } = fakeRouter();
    module.watchFirstPaint(router);
    const screen = renderHook(({ waiting }) => module.useFirstScreenHold(waiting), {
      initialProps: { waiting: true },
    });
    render();
    await settle(2000);
    expect(painted).toBe(false);

    // Well before the latest start (4 s): released by the content, not by the clock.
    screen.rerender({ waiting: false });
    await settle(50);
    expect(painted).toBe(true);
  });

  it('starts the rest anyway when the content never comes', async () => {
    const { router, render } = fakeRouter();
    module.watchFirstPaint(router);
    renderHook(() => module.useFirstScreenHold(true));
    render();
    await settle(3900);
    expect(painted).toBe(false);
    await settle(200);
    expect(painted).toBe(true);
  });

  it('lets a screen that unmounts while waiting release its hold', async () => {
    const { router, render } = fakeRouter();
    module.watchFirstPaint(router);
    const screen = renderHook(() => module.useFirstScreenHold(true));
    render();
    await settle(1500);
    screen.unmount();
    await settle(50);
    expect(painted).toBe(true);
  });
});
