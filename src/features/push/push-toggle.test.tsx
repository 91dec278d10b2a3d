import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import push from '../../../locales/en/push.json';
import { renderWithTexts } from '@/lib/testing/render-with-texts';
import { PushToggle } from './push-toggle';

vi.mock('@/api/push', () => ({
  getPushPublicKey: () => Promise.resolve('BKey'),
  savePushSubscription: () => Promise.resolve(),
  removePushSubscription: () => Promise.resolve(),
}));

const never = () => new Promise<never>(() => undefined);

beforeEach(() => {
  const pushManager = { getSubscription: () => Promise.resolve(null), subscribe: never };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: () => 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushToggle', () => {
  it('warns after 10 s when the push service never answers the subscription', async () => {
    await renderWithTexts(<PushToggle />, { push });
    const toggle = await screen.findByRole('switch');
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    vi.useFakeTimers();
    fireEvent.click(toggle);
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Connection to Notification Sevrice Failed. Try Reconnecting',
    );
    expect(toggle).toBeEnabled();
    expect(toggle).not.toBeChecked();
  });
});
