// React's module for the build, over preact/compat (build/preact-aliases.ts points 'react' here; the
// types stay React's). Plain JS: preact/compat's types are `export =`, which TS cannot re-export.
import { Fragment, createElement, options } from 'preact';
import { nextTask } from '../next-task';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19.2's Activity, which preact/compat lacks; Mantine's kept-mounted tab panels use it.
 * Hidden content stays mounted and its panel hides it with its own display style, so rendering
 * the children in both modes keeps their state, as Activity does.
 *
 * @param {{ mode?: 'visible' | 'hidden', children?: import('preact').ComponentChildren }} props
 */
export const Activity = ({ children }) => createElement(Fragment, null, children);

// When Preact re-renders after a state change. Its default, a microtask, joined every update to
// the task that made it, so the start's renders became one long task. As with React: an update
// made while a commit runs its layout effects (a list's measured offset, a form's prefill) still
// renders before the browser paints; any other renders in a task of its own.
let committing = false;
// `__c` is Preact's (stable, mangled) name of the commit hook, where its hooks run layout effects.
const runCommit = options.__c;
options.__c = (vnode, commitQueue) => {
  committing = true;
  try {
    runCommit?.(vnode, commitQueue);
  } finally {
    committing = false;
  }
};
// Preact asks once per batch: until `flush` runs, further updates join its queue.
options.debounceRendering = (flush) => {
  if (committing) queueMicrotask(flush);
  else void nextTask().then(flush);
};
