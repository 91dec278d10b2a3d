import { api, login } from './server.mjs';
import { launchPhone, newProfile, dropProfile, waitOfflineReady, withSession } from './browser.mjs';
import { median, round } from './stats.mjs';

/** Queues `count` favourite changes in IndexedDB exactly as the app does (favourite + outbox row). */
const QUEUE = async ({ ids, userId, add }) => {
  const database = await new Promise((resolve, reject) => {
    const request = indexedDB.open('festival');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const tx = database.transaction(['favourites', 'outbox'], 'readwrite');
  const now = Date.now();
  ids.forEach((eventId, i) => {
    if (add) tx.objectStore('favourites').put({ eventId, userId });
    else tx.objectStore('favourites').delete(eventId);
    tx.objectStore('outbox').put({
      id: crypto.randomUUID(),
      kind: add ? 'favourite.add' : 'favourite.remove',
      target: eventId,
      userId,
      created: now + i,
      attempts: 0,
      nextAttemptAt: 0,
    });
  });
  await new Promise((resolve, reject) => {
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  database.close();
};

const OUTBOX_SIZE = async () => {
  const database = await new Promise((resolve) => {
    const request = indexedDB.open('festival');
    request.onsuccess = () => resolve(request.result);
  });
  const count = await new Promise((resolve) => {
    const request = database.transaction('outbox').objectStore('outbox').count();
    request.onsuccess = () => resolve(request.result);
  });
  database.close();
  return count;
};

/** 1,000 favourites queued offline, then the network back: time until the outbox is empty. */
export async function outboxDrain(baseUrl, { runs, count = 1000 }) {
  const session = await login(baseUrl);
  const events = await api(baseUrl, 'event/get/all/year', { method: 'POST', json: {} });
  const saved = new Set(await api(baseUrl, 'event/favourites/my', { token: session.accessToken }));
  const ids = events
    .map((event) => event.id)
    .filter((id) => !saved.has(id))
    .slice(0, count);
  if (ids.length < count) throw new Error(`only ${ids.length} events to favourite, need ${count}`);
  const profile = await newProfile();
  const context = await launchPhone(profile, baseUrl);
  try {
    await withSession(context, session);
    const page = await context.newPage();
    await page.goto('/favourites');
    await waitOfflineReady(page);
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const add = run % 2 === 0;
      await context.setOffline(true);
      await page.evaluate(QUEUE, { ids, userId: session.id, add });
      const started = Date.now();
      await context.setOffline(false);
      for (;;) {
        if ((await page.evaluate(OUTBOX_SIZE)) === 0) break;
        if (Date.now() - started > 600_000) throw new Error('outbox not drained in 600 s');
        await new Promise((r) => setTimeout(r, 25));
      }
      times.push(Date.now() - started);
      const server = new Set(
        await api(baseUrl, 'event/favourites/my', { token: session.accessToken }),
      );
      const ok = ids.every((id) => server.has(id) === add);
      if (!ok) throw new Error(`server favourites do not match after run ${run}`);
    }
    return { count, runs, drainMs: round(median(times)), raw: times };
  } finally {
    await context.close();
    await dropProfile(profile);
  }
}
