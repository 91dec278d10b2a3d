import { useEffect, useLayoutEffect, useRef } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { forgetFirstScreen } from '@/offline/first-screen-store';
import { captureFirstScreen, currentPath, observedRoot, showsOpeningState } from './capture';
import { releaseFirstScreen } from './release';

// Long enough for images and late chrome to settle; the copy is then taken in idle time.
const SETTLE_MS = 1500;

const reportFailure = (error: unknown) =>
  console.error('Keeping the first screen for the next start failed', error);

/** Copies the screen once it has been quiet for a moment at its opening state. */
const watchForChanges = (path: string): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle = () => undefined as void;
  // No check of the opening state here (the copy checks it): it reads the scroll position, which
  // lays out the page the render before this mutation has just changed, inside that render's task.
  const schedule = () => {
    clearTimeout(timer);
    cancelIdle();
    timer = setTimeout(() => {
      cancelIdle = whenIdle(() => void captureFirstScreen(path).catch(reportFailure), 2000);
    }, SETTLE_MS);
  };
  const root = observedRoot();
  const observer = new MutationObserver(schedule);
  if (root) {
    observer.observe(root, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  }
  schedule();
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    cancelIdle();
  };
};

/**
 * For a screen worth showing at once on the next start (the program): once `ready` (its content
 * painted), removes the worker's copy from the last visit and keeps copies of this one. When
 * `content` (what the screen shows: data, filter, language) changes away from the opening state,
 * the kept copy is dropped: it would show the old content.
 */
export const useFirstScreen = (ready: boolean, content: unknown): void => {
  useLayoutEffect(() => {
    if (ready) releaseFirstScreen();
  }, [ready]);

  useEffect(() => (ready ? watchForChanges(currentPath()) : undefined), [ready]);

  const shownContent = useRef(content);
  useEffect(() => {
    if (!ready || shownContent.current === content) return;
    shownContent.current = content;
    if (!showsOpeningState())
      void forgetFirstScreen(location.origin, currentPath()).catch(reportFailure);
  }, [ready, content]);
};
