import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { feedPage } from '../src/api/contract/feed';
import { apiFetch, loginViaApi, storeSession } from './support/api';
import { launchPersistent, screenshot } from './support/browser';
import { baseUrl } from './support/context';
import { outboxRows, pollUntil } from './support/offline-store';
import { waitForController } from './support/offline-worker';
import { onPath, visible } from './support/screens';

// A 24×16 gradient PNG; the dialog re-encodes it as JPEG at quality 0.6, at most 720 px wide.
const STAGE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAACk0lEQVR42g3MkQLFIABA0XiSjONJMo4nyTieJON4kozjK8k4niTjeJLsO947H3CEEAyCUaAEk2AWGMEiWAVOsAl2QRAcglOQBAguQRHcgkfQBK/gEwghGSSjREkmySwxkkWySpxkk+ySIDkkpyRJkFySIrklj6RJXskn/5FiUIwKpZgUs8IoFsWqcIpNsSuC4lCciqRAcSmK4lY8iqZ4FZ/6R5pBM2qUZtLMGqNZNKvGaTbNrgmaQ3NqkgbNpSmaW/NomubVfPofGQbDaFCGyTAbjGExrAZn2Ay7IRgOw2lIBgyXoRhuw2NohtfwmX9kGSyjRVkmy2wxlsWyWpxls+yWYDkspyVZsFyWYrktj6VZXstn/5FjcIwO5Zgcs8M4FsfqcI7NsTuC43CcjuTAcTmK43Y8juZ4HZ/7R57BM3qUZ/LMHuNZPKvHeTbP7gmew3N6kgfP5Sme2/N4muf1fP4fBYbAGFCBKTAHTGAJrAEX2AJ7IASOwBlIAQJXoATuwBNogTfwhX8UGSJjREWmyBwxkSWyRlxki+yREDkiZyRFiFyRErkjT6RF3sgX/1FiSIwJlZgSc8IklsSacIktsSdC4kiciZQgcSVK4k48iZZ4E1/6R5khM2ZUZsrMGZNZMmvGZbbMngmZI3NmUobMlSmZO/NkWubNfPkfFYbCWFCFqTAXTGEprAVX2Ap7IRSOwllIBQpXoRTuwlNohbfwlX9UGSpjRVWmylwxlaWyVlxlq+yVUDkqZyVVqFyVUrkrT6VV3spX/1FjaIwN1Zgac8M0lsbacI2tsTdC42icjdSgcTVK4248jdZ4G1/7R52hM3ZUZ+rMHdNZOmvHdbbO3gmdo3N2UofO1Smdu/N0WuftfJ0fPONFX+GptmsAAAAASUVORK5CYII=',
  'base64',
);

const DEMO_USER = 'user@festival.test';
const DEMO_PASSWORD = 'Festival2025!';

let context: BrowserContext;
let page: Page;
let token: string;
let userId: number;

/** All posts as the server has them (page by page). */
async function serverPost(id: number) {
  for (let number = 0; ; number += 1) {
    const page = feedPage.parse(await (await apiFetch(`feed/my/${number}`, { token })).json());
    const found = page.content.find((item) => item.id === id);
    if (found || page.last) return found;
  }
}

beforeAll(async () => {
  context = await launchPersistent();
  await context.grantPermissions(['notifications', 'background-sync'], { origin: baseUrl() });
  const session = await loginViaApi(DEMO_USER, DEMO_PASSWORD);
  token = session.accessToken;
  userId = session.id;
});

afterAll(async () => {
  await context?.close();
});

// Each test opens its own logged-in tab (opened per test, so a failure screenshots it).
beforeEach(async () => {
  page = await context.newPage();
  await storeSession(page, await loginViaApi(DEMO_USER, DEMO_PASSWORD));
});

afterEach(async () => {
  await page?.close();
});

describe('feed', () => {
  it("scrolls page after page to 'End of feed'", async () => {
    await page.goto('/feed');
    await visible(page.getByRole('heading', { name: 'Mein Feed' }));
    const first = feedPage.parse(await (await apiFetch('feed/my/0', { token })).json());
    expect(first.totalPages).toBeGreaterThan(2);
    const posts = page.getByTestId('feed-post');
    await visible(posts);
    const end = page.getByText('Ende des Feeds');
    const deadline = Date.now() + 60_000;
    while (!(await end.isVisible())) {
      if (Date.now() > deadline) throw new Error(`Stuck at ${await posts.count()} posts`);
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
    }
    expect(await posts.count()).toBe(first.totalElements);
    await screenshot(page, 'feed-end');
  }, 90_000);

  it('publishes a new post with a compressed image from the create dialog', async () => {
    await page.goto('/feed/create');
    const dialog = await visible(page.getByRole('dialog'));
    const publish = dialog.getByRole('button', { name: 'Neuen Beitrag veröffentlichen' });
    expect(await publish.isDisabled()).toBe(true);
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'stage.png',
      mimeType: 'image/png',
      buffer: STAGE_PNG,
    });
    await visible(dialog.getByRole('img', { name: 'Vorschau des gewählten Bildes' }));
    const caption = `Main stage ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Bildunterschrift' }).fill(caption);
    await screenshot(page, 'feed-create');
    await publish.click();
    await onPath(page, '/feed');
    const first = page.getByTestId('feed-post').first();
    await visible(first.getByText(caption));
    const stored = feedPage.parse(await (await apiFetch('feed/my/0', { token })).json()).content[0];
    expect(stored?.text).toBe(caption);
    const image = await fetch(`${baseUrl()}${stored?.file ?? ''}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  }, 60_000);

  it('a like given offline reaches the server once after reconnecting', async () => {
    // The first post on screen, held by its id from then on: the feed may show a stored answer
    // first, and a fresh one with a newer post on top may replace it under the tap.
    await page.goto('/feed');
    await waitForController(page);
    const first = await visible(page.getByTestId('feed-post'));
    const postId = Number((await first.getAttribute('id'))?.replace('post-', ''));
    const post = page.locator(`#post-${postId}`);
    const before = await serverPost(postId);
    const liked = before?.likes.includes(userId) ?? false;
    const button = post.getByRole('button', {
      name: liked ? 'Gefällt mir entfernen' : 'Gefällt mir',
    });

    await context.setOffline(true);
    await button.click();
    // Opposite intents collapse: like, unlike, like again leaves one queued row.
    await post
      .getByRole('button', { name: liked ? 'Gefällt mir' : 'Gefällt mir entfernen' })
      .click();
    await post
      .getByRole('button', { name: liked ? 'Gefällt mir entfernen' : 'Gefällt mir' })
      .click();
    const rows = await outboxRows(page);
    expect(rows.filter((row) => row.target === postId)).toHaveLength(1);
    const expected = liked ? (before?.likes.length ?? 0) - 1 : (before?.likes.length ?? 0) + 1;
    await expect
      .poll(() => post.getByTestId('like-count').textContent())
      .toContain(String(expected));
    await screenshot(page, 'feed-like-offline');

    await context.setOffline(false);
    const { value } = await pollUntil(
      () => serverPost(postId),
      (item) => item?.likes.includes(userId) === !liked,
      30_000,
      'the like on the server',
    );
    expect(value?.likes.length).toBe(expected);
    await pollUntil(
      () => outboxRows(page),
      (left) => left.length === 0,
      10_000,
      'empty outbox',
    );
  }, 90_000);
});
