import { afterEach, describe, expect, it } from 'vitest';
import { deviceId, DEVICE_HEADER } from './contract/sign-in-limits';
import { currentDeviceId, DEVICE_STORAGE_KEY, deviceHeaders } from './device-id';

describe('device id', () => {
  afterEach(() => localStorage.clear());

  it('is made once, kept in local storage and accepted by the server’s contract', () => {
    const first = currentDeviceId();
    expect(deviceId.safeParse(first).success).toBe(true);
    expect(localStorage.getItem(DEVICE_STORAGE_KEY)).toBe(first);
    expect(currentDeviceId()).toBe(first);
    expect(deviceHeaders()).toEqual({ headers: { [DEVICE_HEADER]: first } });
  });

  it('replaces a stored value the server would not take', () => {
    localStorage.setItem(DEVICE_STORAGE_KEY, 'short');
    const id = currentDeviceId();
    expect(id).not.toBe('short');
    expect(deviceId.safeParse(id).success).toBe(true);
  });
});
