import {
  measureElement,
  windowScroll,
  type Rect,
  type Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { viewportSize } from '@/lib/viewport-size';

type WindowVirtualizer = Virtualizer<Window, Element>;
type ScrollToFn = VirtualizerOptions<Window, Element>['scrollToFn'];

/**
 * A row's size from its ResizeObserver entry only. The library also measures each row as it
 * mounts, with getBoundingClientRect, which lays the page out in the middle of the render that
 * mounted it; the observer reports the same size right after the frame's own layout and before
 * its paint, so the rows still paint in place. Until then a row keeps its known or estimated size.
 */
export const measureAfterLayout = (
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: WindowVirtualizer,
): number => {
  if (entry) return measureElement(element, entry, instance);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
    instance.options.estimateSize(index)
  );
};

/** The window's size for the virtualizer without reading layout at mount (viewport-size.ts). */
export const observeViewport = (
  _instance: WindowVirtualizer,
  onRect: (rect: Rect) => void,
): (() => void) => {
  const report = () => onRect(viewportSize());
  report();
  window.addEventListener('resize', report, { passive: true });
  return () => window.removeEventListener('resize', report);
};

const mounted = new WeakSet<WindowVirtualizer>();

/**
 * Scrolls the window like the library does, but for the write it makes as it mounts: that one
 * scrolls to the offset just read from the window in the same task, so it moves nothing, yet the
 * browser lays the new page out to clamp it.
 */
export const scrollWindowAfterMount: ScrollToFn = (offset, options, instance) => {
  if (!mounted.has(instance)) {
    mounted.add(instance);
    if (options.adjustments === undefined && options.behavior === undefined) return;
  }
  windowScroll(offset, options, instance);
};
