import { useRouterState } from '@tanstack/react-router';
import type { Virtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';

type WindowVirtualizer = Virtualizer<Window, Element>;

interface Anchor {
  /** Key of the row at the top of the list's viewport. */
  key: string;
  /** How far that row was scrolled past, px. */
  within: number;
}

// History entry → where the list stood. The router restores the window's scroll position before
// the list has loaded from Dexie (too early: the page is still short), so the list returns to its
// row itself when the user comes back with Back.
const anchors = new Map<string, Anchor>();

export interface ListAnchor {
  /** Pass as the virtualizer's onChange: records the row in view while the user scrolls. */
  save: (virtualizer: WindowVirtualizer) => void;
  /** Call once the rows are there and the list is measured; acts only on the first call. */
  restore: (virtualizer: WindowVirtualizer) => void;
}

/** Remembers the list position per history entry, so Back returns to the same event. */
export const useListAnchor = (rowKeys: readonly string[]): ListAnchor => {
  const entry = useRouterState({
    select: (state) => state.location.state.__TSR_key ?? state.location.href,
  });
  const restored = useRef(false);

  return useMemo(
    () => ({
      save: (virtualizer) => {
        if (!restored.current) return;
        const offset = virtualizer.scrollOffset ?? 0;
        const item = virtualizer.getVirtualItemForOffset(offset);
        const key = item ? rowKeys[item.index] : undefined;
        if (item && key !== undefined) anchors.set(entry, { key, within: offset - item.start });
      },
      restore: (virtualizer) => {
        if (restored.current) return;
        restored.current = true;
        const anchor = anchors.get(entry);
        const index = anchor ? rowKeys.indexOf(anchor.key) : -1;
        const item = virtualizer.measurementsCache[index];
        if (anchor && item) virtualizer.scrollToOffset(item.start + anchor.within);
      },
    }),
    [entry, rowKeys],
  );
};
