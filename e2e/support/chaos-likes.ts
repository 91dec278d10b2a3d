import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { feedPage, type FeedItem } from '../../src/api/contract/feed';
import { apiFetch } from './api';
import type { ChaosLane } from './chaos-lane';
import { visible } from './screens';

const POST_COUNT = 4;
// locales/de/feed.json like / unlike / offline.
const LIKE_BUTTON = /^(Gefällt mir|Gefällt mir entfernen)$/;
const FEED_FAILED = 'Der Feed konnte nicht geladen werden';

const postOf = (page: Page, id: number): Locator =>
  page.locator(`[data-testid="feed-post"][id="post-${id}"]`);

const likeButton = (page: Page, id: number): Locator =>
  postOf(page, id).getByRole('button', { name: LIKE_BUTTON });

const pressed = async (button: Locator) => (await button.getAttribute('aria-pressed')) === 'true';

/** The posts as the server has them, page by page until all `ids` are found. */
async function serverPosts(ids: number[], token: string): Promise<Map<number, FeedItem>> {
  const found = new Map<number, FeedItem>();
  for (let number = 0; found.size < ids.length; number += 1) {
    const res = await apiFetch(`feed/my/${number}`, { token });
    if (!res.ok) throw new Error(`GET feed/my/${number}: ${res.status}`);
    const page = feedPage.parse(await res.json());
    for (const item of page.content) if (ids.includes(item.id)) found.set(item.id, item);
    if (page.last) break;
  }
  return found;
}

/**
 * Likes in the feed (network-first, likes through the outbox). Offline after a reload the feed
 * shows its last cached page, which may predate likes already sent: the user toggles what they
 * see, so the intent is the state after the last click, and the server must end there.
 */
export async function likesLane(page: Page, token: string, userId: number): Promise<ChaosLane> {
  await page.goto('/feed');
  await visible(page.getByTestId('feed-post'), 30_000);
  const ids = (
    await page
      .getByTestId('feed-post')
      .evaluateAll((posts) => posts.map((post) => Number(post.id.replace('post-', ''))))
  ).slice(0, POST_COUNT);
  expect(ids).toHaveLength(POST_COUNT);
  const before = await serverPosts(ids, token);
  const intent = new Map(ids.map((id) => [id, before.get(id)?.likes.includes(userId) ?? false]));
  let clicks = 0;
  let skipped = 0;

  return {
    name: 'likes',
    page,
    ready: async () => {
      await visible(page.getByTestId('feed-post').or(page.getByText(FEED_FAILED)), 30_000);
    },
    act: async (random) => {
      const id = random.pick(ids);
      const button = likeButton(page, id);
      if ((await button.count()) === 0) {
        skipped += 1;
        return `like ${id} skipped: the feed shows no such post (offline, nothing cached)`;
      }
      const was = await pressed(button);
      await button.click();
      await expect.poll(() => pressed(likeButton(page, id)), { timeout: 15_000 }).toBe(!was);
      intent.set(id, !was);
      clicks += 1;
      return `like ${id} -> ${String(!was)}`;
    },
    server: async () => {
      const posts = await serverPosts(ids, token);
      const liked = ids.map((id) => posts.get(id)?.likes.includes(userId) ?? false);
      return {
        settled: ids.every((id, i) => liked[i] === intent.get(id)),
        seen: `likes [${ids.map((id, i) => `${id}:${liked[i] ? 1 : 0}`).join()}]`,
      };
    },
    verify: async () => {
      const posts = await serverPosts(ids, token);
      for (const id of ids) {
        const likes = posts.get(id)?.likes ?? [];
        expect(
          likes.filter((liker) => liker === userId),
          `likes of post ${id}`,
        ).toHaveLength(intent.get(id) ? 1 : 0);
      }
      await page.reload();
      await visible(page.getByTestId('feed-post'), 30_000);
      for (const id of ids) {
        expect(await pressed(likeButton(page, id)), `like button of post ${id}`).toBe(
          intent.get(id),
        );
      }
    },
    summary: () =>
      `likes: ${clicks} clicks (${skipped} skipped offline) on [${ids.join()}] → ` +
      `[${ids.filter((id) => intent.get(id)).join()}]`,
  };
}
