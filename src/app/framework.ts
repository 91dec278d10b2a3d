/**
 * The packages the app's start evaluates first (build/critical-chunks.ts puts them in a chunk of
 * their own): the entry imports this module a task before the start module, so evaluating the
 * start's code is two tasks instead of one long one. Nothing needs these names from here.
 */
export { createRouter } from '@tanstack/react-router';
export { default as i18next } from 'i18next';
export { createRoot } from 'react-dom/client';
