import { useEffect, useRef } from 'react';
import { FEED_SCROLL_DEBOUNCE_MS } from './feed-rules';

const isVisible = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top < window.innerHeight + 200 && box.bottom > -200;
};

/**
 * Calls `onEnd` when the sentinel scrolls into view, at most once per FEED_SCROLL_DEBOUNCE_MS;
 * after each wait it looks again, so a short page keeps loading until the screen is filled.
 */
export const useInfiniteScroll = (onEnd: () => void, enabled: boolean) => {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const callback = useRef(onEnd);
  callback.current = onEnd;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !enabled) return undefined;
    let last = 0;
    let timer: number | undefined;
    const trigger = () => {
      const wait = last + FEED_SCROLL_DEBOUNCE_MS - Date.now();
      if (wait > 0) {
        window.clearTimeout(timer);
        timer = window.setTimeout(trigger, wait);
        return;
      }
      if (!isVisible(element)) return;
      last = Date.now();
      callback.current();
      timer = window.setTimeout(trigger, FEED_SCROLL_DEBOUNCE_MS);
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) trigger();
    });
    observer.observe(element);
    trigger();
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [enabled]);

  return sentinel;
};
