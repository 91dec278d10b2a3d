/// <reference lib="webworker" />
import {
  ANNOUNCEMENT_PUSHED,
  pushPayload,
  pushSubscription,
  type PushPayload,
} from '@/api/contract/push';
import { apiCall } from '@/offline/http';
import { readLanguage } from '@/offline/language-setting';
import { readSession } from '@/offline/session';
import { syncProgram } from '@/offline/sync/sync-program';
import { wordPush } from './push-text';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

const readPayload = (event: PushEvent): PushPayload => {
  try {
    const parsed = pushPayload.safeParse(event.data?.json());
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: shown as plain text below.
  }
  return {
    kind: 'test',
    title: 'Festival',
    body: event.data?.text() ?? '',
    tag: 'festival',
    url: '/',
  };
};

/**
 * A chat message while the app is closed: the icon shows that something waits (a dot; the app
 * sets the exact count when it opens). An open window keeps its own count.
 */
const flagUnreadChat = async (): Promise<void> => {
  if (!('setAppBadge' in self.navigator)) return;
  const windows = await self.clients.matchAll({ type: 'window' });
  if (windows.length === 0) await self.navigator.setAppBadge().catch(() => undefined);
};

/** Every push shows a notification (never a silent push); one tag per chat or post replaces repeats. */
const showPush = async (payload: PushPayload): Promise<void> => {
  // A changed programme is fetched first, so the notification opens on fresh data, even offline.
  if (payload.kind === 'program') await syncProgram().catch(() => undefined);
  if (payload.kind === 'chat') await flagUnreadChat();
  const body = payload.text ? wordPush(payload.text, await readLanguage()) : payload.body;
  await self.registration.showNotification(payload.title, {
    body,
    tag: payload.tag,
    icon: ICON,
    badge: ICON,
    data: { url: payload.url },
  });
  // An open app shows the announcement's banner at once, not at the next focus.
  if (payload.kind === 'announcement') {
    const windows = await self.clients.matchAll({ type: 'window' });
    for (const client of windows) client.postMessage({ type: ANNOUNCEMENT_PUSHED });
  }
};

/** Focuses an open window of the app and navigates it, else opens one. */
const openTarget = async (url: string): Promise<void> => {
  const target = new URL(url, self.location.origin);
  if (target.origin !== self.location.origin) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((w) => new URL(w.url).origin === self.location.origin);
  // navigate() needs a window this worker controls; otherwise a new window is opened.
  const navigated = client ? await client.navigate(target.href).catch(() => null) : null;
  if (navigated) {
    await navigated.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(target.href);
};

const urlOf = (notification: Notification): string => {
  const data: unknown = notification.data;
  return typeof data === 'object' && data !== null && 'url' in data && typeof data.url === 'string'
    ? data.url
    : '/';
};

interface SubscriptionChangeEvent extends ExtendableEvent {
  oldSubscription: PushSubscription | null;
  newSubscription: PushSubscription | null;
}

/** The browser renewed or dropped the subscription: subscribe again and tell the server. */
const resubscribe = async (event: SubscriptionChangeEvent): Promise<void> => {
  const session = await readSession();
  if (!session) return;
  const accessToken = session.accessToken;
  let subscription = event.newSubscription;
  if (!subscription) {
    const answer = await apiCall({ method: 'GET', path: '/api/push/publicKey/get' });
    const key =
      answer.status === 200 && typeof answer.body === 'object' && answer.body !== null
        ? (answer.body as { publicKey?: string }).publicKey
        : undefined;
    if (!key) return;
    subscription = await self.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
  }
  const body = pushSubscription.safeParse(subscription.toJSON());
  if (body.success) {
    await apiCall({ method: 'POST', path: '/api/push/subscribe', body: body.data, accessToken });
  }
  const old = event.oldSubscription?.endpoint;
  if (old && old !== subscription.endpoint) {
    await apiCall({
      method: 'POST',
      path: '/api/push/unsubscribe',
      body: { endpoint: old },
      accessToken,
    });
  }
};

export const registerPush = (): void => {
  self.addEventListener('push', (event) => {
    event.waitUntil(showPush(readPayload(event)));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openTarget(urlOf(event.notification)));
  });

  self.addEventListener('pushsubscriptionchange', (event) => {
    event.waitUntil(resubscribe(event));
  });
};
