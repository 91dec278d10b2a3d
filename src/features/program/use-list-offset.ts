import { useEffect, useState, type RefObject } from 'react';

export interface ListOffset {
  /** Distance of the list's top from the top of the document, px. */
  top: number;
  /** Height of the fixed app header the sticky headings stay below, px. */
  header: number;
  /** False until the first measurement. */
  measured: boolean;
}

// The list element carries `scroll-margin-top: var(--layout-header-offset, 0px)`; its computed
// value is the header height in px whatever unit or calc() the layout used.
const readOffset = (element: HTMLElement): ListOffset => ({
  top: element.getBoundingClientRect().top + window.scrollY,
  header: parseFloat(getComputedStyle(element).scrollMarginTop) || 0,
  measured: true,
});

/**
 * Where a window-scrolled list starts and how tall the fixed header above it is; re-measured
 * whenever the page or the list's surroundings change size (filters, fonts, rotation).
 */
export const useListOffset = (ref: RefObject<HTMLElement | null>): ListOffset => {
  const [offset, setOffset] = useState<ListOffset>({ top: 0, header: 0, measured: false });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = readOffset(element);
      setOffset((current) =>
        current.measured && current.top === next.top && current.header === next.header
          ? current
          : next,
      );
    };
    // A ResizeObserver reports once on observe, which takes the first measurement. It reads in
    // the next frame: in the observer's own turn the list's rows, measured by theirs, have just
    // moved, and the read would lay the page out once more inside that task.
    let frame = 0;
    const measureNextFrame = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    const observer = new ResizeObserver(measureNextFrame);
    observer.observe(document.body);
    if (element.parentElement) observer.observe(element.parentElement);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [ref]);

  return offset;
};
