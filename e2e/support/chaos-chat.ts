import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { chatMessage, type ChatMessage } from '../../src/api/contract/chat';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from '../../src/api/contract/common';
import type { ChaosLane } from './chaos-lane';
import { baseUrl } from './context';
import { readStore } from './offline-store';
import { visible } from './screens';

// locales/de/chat.json messageLabel / send / pending.
const MESSAGE_LABEL = 'Nachricht';
const SEND_LABEL = 'Senden';
const PENDING_TEXT = 'wird gesendet…';
/** How many of the newest messages the final screen check reads (the screen shows one page). */
const SHOWN_AT_END = 40;

/** The whole conversation as the server stores it, oldest first (GET /messages/{a}/{b}). */
async function conversation(me: number, partner: number, token: string): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let before: number | undefined;
  for (;;) {
    const query = `limit=200${before === undefined ? '' : `&before=${before}`}`;
    const res = await fetch(`${baseUrl()}/messages/${me}/${partner}?${query}`, {
      headers: { [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN, authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`GET /messages/${me}/${partner}: ${res.status}`);
    const page = chatMessage.array().parse(await res.json());
    all.unshift(...page);
    if (page.length < 200 || !page[0]) return all;
    before = page[0].id;
  }
}

/** Messages written and not yet back from the server (the app's Dexie chat queue). */
const storedPending = async (page: Page, me: number) =>
  (await readStore<{ userId: number }>(page, 'chatQueue')).filter((row) => row.userId === me)
    .length;

/**
 * Messages written in a chat, online or offline. Every member tab keeps a socket and the queue
 * of unsent messages lives in IndexedDB, so all tabs may (re)send it: the server must end
 * with each message exactly once, in the order written, and nothing left pending.
 */
export async function chatLane(
  page: Page,
  me: { id: number; token: string },
  partnerId: number,
  marker: string,
): Promise<ChaosLane> {
  const written: string[] = [];
  const ours = (messages: ChatMessage[]) =>
    messages.filter((m) => m.senderId === me.id && m.content.startsWith(marker));
  const ready = async () => {
    await visible(page.getByRole('textbox', { name: MESSAGE_LABEL }), 30_000);
  };
  await page.goto(`/chat/open/${partnerId}`);
  await ready();

  return {
    name: 'chat',
    page,
    ready,
    act: async (_random, cycle) => {
      const content = `${marker} [${cycle}]`;
      await page.getByRole('textbox', { name: MESSAGE_LABEL }).fill(content);
      await page.getByRole('button', { name: SEND_LABEL }).click();
      await visible(page.getByTestId('chat-message').filter({ hasText: content }));
      written.push(content);
      return `chat "${content}"`;
    },
    server: async () => {
      const stored = ours(await conversation(me.id, partnerId, me.token)).map((m) => m.content);
      const pending = await storedPending(page, me.id);
      return {
        settled: stored.join('\n') === written.join('\n') && pending === 0,
        seen: `chat ${stored.length}/${written.length} stored, ${pending} pending`,
      };
    },
    verify: async () => {
      const stored = ours(await conversation(me.id, partnerId, me.token));
      expect(
        stored.map((m) => m.content),
        'each message once, in the order written',
      ).toEqual(written);
      expect(await storedPending(page, me.id)).toBe(0);
      await page.reload();
      await ready();
      for (const content of written.slice(-SHOWN_AT_END)) {
        await visible(page.getByTestId('chat-message').filter({ hasText: content }));
        expect(
          await page.getByTestId('chat-message').filter({ hasText: content }).count(),
          `"${content}" shown once`,
        ).toBe(1);
      }
      expect(await page.getByText(PENDING_TEXT).count(), 'nothing shown as pending').toBe(0);
    },
    summary: () => `chat: ${written.length} messages written, each stored once in order`,
  };
}
