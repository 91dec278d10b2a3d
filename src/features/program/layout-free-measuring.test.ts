import type { Virtualizer } from '@tanstack/react-virtual';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  measureAfterLayout,
  observeViewport,
  scrollWindowAfterMount,
} from './layout-free-measuring';

type WindowVirtualizer = Virtualizer<Window, Element>;

const instanceWith = (cached: Record<string, number> = {}) =>
  ({
    options: {
      horizontal: false,
      getItemKey: (index: number) => `row-${index}`,
      estimateSize: (index: number) => (index === 0 ? 52 : 176),
    },
    itemSizeCache: new Map(Object.entries(cached)),
    indexFromElement: (element: Element) => Number(element.getAttribute('data-index')),
    scrollElement: window,
  }) as unknown as WindowVirtualizer;

const row = (index: number) => {
  const element = document.createElement('div');
  element.setAttribute('data-index', String(index));
  // A read of the row's layout would be a forced layout in a browser: it must not happen.
  element.getBoundingClientRect = () => {
    throw new Error('layout read');
  };
  Object.defineProperty(element, 'offsetHeight', {
    get: () => {
      throw new Error('layout read');
    },
  });
  return element;
};

afterEach(() => vi.restoreAllMocks());

describe('measureAfterLayout', () => {
  it('takes the size from the ResizeObserver entry', () => {
    const entry = { borderBoxSize: [{ blockSize: 203.4, inlineSize: 380 }] };
    expect(
      measureAfterLayout(row(3), entry as unknown as ResizeObserverEntry, instanceWith()),
    ).toBe(203);
  });

  it('keeps a measured row at its size and a new row at its estimate when it mounts', () => {
    const instance = instanceWith({ 'row-2': 191 });
    expect(measureAfterLayout(row(2), undefined, instance)).toBe(191);
    expect(measureAfterLayout(row(0), undefined, instance)).toBe(52);
    expect(measureAfterLayout(row(5), undefined, instance)).toBe(176);
  });
});

describe('observeViewport', () => {
  it('reports the window size at once and again on every resize, until unsubscribed', () => {
    const reports: { width: number; height: number }[] = [];
    const stop = observeViewport(instanceWith(), (rect) => reports.push(rect));
    expect(reports).toEqual([{ width: window.innerWidth, height: window.innerHeight }]);

    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(640);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(480);
    window.dispatchEvent(new Event('resize'));
    expect(reports.at(-1)).toEqual({ width: 640, height: 480 });

    stop();
    window.dispatchEvent(new Event('resize'));
    expect(reports).toHaveLength(2);
  });
});

describe('scrollWindowAfterMount', () => {
  it('skips only the plain write a virtualizer makes as it mounts', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const instance = instanceWith();
    scrollWindowAfterMount(0, {}, instance);
    expect(scrollTo).not.toHaveBeenCalled();

    scrollWindowAfterMount(640, {}, instance);
    expect(scrollTo).toHaveBeenCalledWith({ top: 640, behavior: undefined });
  });

  it('carries out a first write that is a real scroll', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollWindowAfterMount(300, { behavior: 'smooth' }, instanceWith());
    expect(scrollTo).toHaveBeenCalledWith({ top: 300, behavior: 'smooth' });
  });
});
