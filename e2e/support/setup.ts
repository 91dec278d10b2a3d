import { beforeEach, onTestFailed } from 'vitest';
import { screenshot } from './browser';
import { takeWatchedPages } from './page-log';

// A failing browser test leaves a screenshot and the page's console behind to read.
beforeEach(({ task }) => {
  takeWatchedPages();
  onTestFailed(async () => {
    const slug = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    const pages = takeWatchedPages().filter(({ page }) => !page.isClosed());
    for (const [index, { page, lines }] of pages.entries()) {
      const file = await screenshot(page, `FAILED-${slug}-${index}`).catch(() => 'none');
      console.error([`page ${page.url()} (screenshot: ${file})`, ...lines.slice(-20)].join('\n  '));
    }
  });
});
