import { DEVICE_HEADER, deviceId } from './contract/sign-in-limits';

/** Local-storage key of this browser's device id (see DEVICE_HEADER). */
export const DEVICE_STORAGE_KEY = 'festival.device';

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const storage = (): KeyValueStorage | undefined => {
  try {
    return (globalThis as { localStorage?: KeyValueStorage }).localStorage;
  } catch {
    return undefined;
  }
};

// Without storage (private mode, blocked) the id lasts as long as the page.
let unstored: string | undefined;

// getRandomValues, unlike randomUUID, also works on plain http (a festival's own network).
const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/** This browser's random id; made on first use and kept, a logout does not change it. */
export const currentDeviceId = (): string => {
  const store = storage();
  try {
    const stored = store?.getItem(DEVICE_STORAGE_KEY) ?? unstored;
    if (stored && deviceId.safeParse(stored).success) return stored;
    unstored = randomId();
    store?.setItem(DEVICE_STORAGE_KEY, unstored);
    return unstored;
  } catch {
    unstored ??= randomId();
    return unstored;
  }
};

/** Spread into the options of sign-in, sign-up and reset calls. */
export const deviceHeaders = (): { headers: Record<string, string> } => ({
  headers: { [DEVICE_HEADER]: currentDeviceId() },
});
