import type { Page } from 'playwright-core';

interface Watched {
  page: Page;
  lines: string[];
}

const watched = new Set<Watched>();

/** Remembers the page and what it logs, so a failing test can show both. */
export function watchPage(page: Page): void {
  const entry: Watched = { page, lines: [] };
  watched.add(entry);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      entry.lines.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => entry.lines.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    entry.lines.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('close', () => watched.delete(entry));
}

/** The pages still open, each with its URL and log, then forgets them all. */
export function takeWatchedPages(): Watched[] {
  const all = [...watched];
  watched.clear();
  return all;
}
