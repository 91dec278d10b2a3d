// React's module for the build, over preact/compat (build/preact-aliases.ts points 'react' here; the
// types stay React's). Plain JS: preact/compat's types are `export =`, which TS cannot re-export.
import { Fragment, createElement, options } from 'preact';

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

// Preact re-renders in a microtask, so an update made while a task runs (an effect's answer,
// a store's change) joined that task: on a phone the first screen's work became one long task.
// A task of its own per batch, as React's scheduler does, lets input and paint in between.
const channel = new MessageChannel();
const pending = [];
channel.port1.onmessage = () => pending.splice(0).forEach((flush) => flush());
options.debounceRendering = (flush) => {
  if (pending.push(flush) === 1) channel.port2.postMessage(null);
};
