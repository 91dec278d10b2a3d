import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const register = vi.hoisted(() => vi.fn(() => Promise.resolve(undefined)));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener = vi.fn();
    register = register;
  },
}));

const { registerServiceWorkerOnLoad } = await import('./register-service-worker');

const setReadyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });

describe('registerServiceWorkerOnLoad', () => {
  beforeEach(() => {
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    register.mockClear();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    setReadyState('complete');
  });

  it('registers at once on a page that has loaded', async () => {
    setReadyState('complete');
    registerServiceWorkerOnLoad();
    await vi.waitFor(() => expect(register).toHaveBeenCalledOnce());
  });

  it('waits for the load event of a page still loading', async () => {
    setReadyState('loading');
    registerServiceWorkerOnLoad();
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(register).toHaveBeenCalledOnce());
  });
});
