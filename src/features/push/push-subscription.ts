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

/** How long the service worker and the browser's push service may take to answer. */
export const PUSH_ANSWER_MS = 10_000;

/** `promise`, or a PushConnectionError when it has not settled within PUSH_ANSWER_MS. */
const answerInTime = <T>(promise: Promise<T>, what: string): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushConnectionError(`${what}: no answer`)), PUSH_ANSWER_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
};

const registration = (): Promise<ServiceWorkerRegistration> =>
  answerInTime(navigator.serviceWorker.ready, 'Service worker');

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
      (await answerInTime(
        reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
        'Push service',
      ));
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
