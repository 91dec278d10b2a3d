import { pushSubscription } from '@/api/contract/push';
import { getPushPublicKey, removePushSubscription, savePushSubscription } from '@/api/push';

export class PushConnectionError extends Error {
  override name = 'PushConnectionError';
}

export class PushPermissionError extends Error {
  override name = 'PushPermissionError';
}

export const isPushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** iOS and iPadOS deliver Web Push only to an app added to the home screen (16.4+). */
export const needsHomeScreenInstall = (): boolean => {
  const ios =
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios && !standalone;
};

const registration = async (): Promise<ServiceWorkerRegistration> => {
  const ready = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
  ]);
  if (!ready) throw new PushConnectionError('No service worker');
  return ready;
};

const toBody = (subscription: PushSubscription) => {
  const parsed = pushSubscription.safeParse(subscription.toJSON());
  if (!parsed.success) throw new PushConnectionError('The subscription has no keys');
  return parsed.data;
};

export const currentSubscription = async (): Promise<PushSubscription | null> =>
  isPushSupported() ? (await registration()).pushManager.getSubscription() : null;

/** Asks for permission, subscribes with our VAPID key and tells the server. */
export const subscribePush = async (): Promise<PushSubscription> => {
  if (!isPushSupported()) throw new PushConnectionError('Push is not supported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  try {
    const reg = await registration();
    const key = await getPushPublicKey();
    const subscription =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
    await savePushSubscription(toBody(subscription));
    return subscription;
  } catch (error) {
    throw error instanceof PushConnectionError ? error : new PushConnectionError(String(error));
  }
};

export const unsubscribePush = async (): Promise<void> => {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await removePushSubscription(subscription.endpoint);
  } finally {
    await subscription.unsubscribe();
  }
};

/** Every app start: the browser's subscription (if any) is saved again, so the server has it. */
export const resyncPush = async (): Promise<boolean> => {
  if (!isPushSupported() || Notification.permission !== 'granted') return false;
  const subscription = await currentSubscription();
  if (!subscription) return false;
  await savePushSubscription(toBody(subscription));
  return true;
};
