import { afterEach, expect, it, vi } from 'vitest';
import { viewportSize } from './viewport-size';

afterEach(() => vi.restoreAllMocks());

it('keeps the size read at start and follows resizes without reading on every call', () => {
  const start = viewportSize();
  expect(start).toEqual({ width: window.innerWidth, height: window.innerHeight });

  const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
  expect(viewportSize()).toBe(start);
  expect(width).not.toHaveBeenCalled();

  window.dispatchEvent(new Event('resize'));
  expect(viewportSize()).toEqual({ width: 390, height: 844 });
});
