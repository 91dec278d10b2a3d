import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Workbox } from 'workbox-window';
import { renderWithPwaTexts } from './pwa-test-render';
import { applyUpdate, dismissUpdate, markUpdateWaiting } from './service-worker-store';
import { UpdatePrompt } from './update-prompt';

const fakeWorkbox = () => {
  const listeners = new Map<string, () => void>();
  const workbox = {
    addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
    messageSkipWaiting: vi.fn(),
  };
  return {
    workbox,
    asWorkbox: workbox as unknown as Workbox,
    fire: (type: string) => listeners.get(type)?.(),
  };
};

afterEach(() => {
  cleanup();
  act(dismissUpdate);
});

describe('UpdatePrompt', () => {
  it('shows nothing while no new version waits', async () => {
    await renderWithPwaTexts(<UpdatePrompt />);
    expect(screen.queryByText('A new version is available')).toBeNull();
  });

  it('offers a reload that activates the waiting worker', async () => {
    const { workbox, asWorkbox } = fakeWorkbox();
    await renderWithPwaTexts(<UpdatePrompt />);
    act(() => markUpdateWaiting(asWorkbox));
    expect(screen.getByText('A new version is available')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(workbox.addEventListener).toHaveBeenCalledWith('controlling', expect.any(Function));
  });

  it('hides on Later', async () => {
    const { asWorkbox } = fakeWorkbox();
    await renderWithPwaTexts(<UpdatePrompt />);
    act(() => markUpdateWaiting(asWorkbox));
    fireEvent.click(screen.getAllByRole('button', { name: 'Later' })[0] as HTMLElement);
    expect(screen.queryByText('A new version is available')).toBeNull();
  });
});

describe('applyUpdate', () => {
  it('reloads only once the new worker controls the page', () => {
    const { asWorkbox, fire } = fakeWorkbox();
    const reload = vi.fn();
    markUpdateWaiting(asWorkbox);
    applyUpdate(reload);
    expect(reload).not.toHaveBeenCalled();
    fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when another tab already activated the waiting worker', () => {
    const { workbox, asWorkbox } = fakeWorkbox();
    const reload = vi.fn();
    markUpdateWaiting(asWorkbox, { state: 'activated' } as ServiceWorker);
    applyUpdate(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('still asks a worker that waits to take over', () => {
    const { workbox, asWorkbox, fire } = fakeWorkbox();
    const reload = vi.fn();
    markUpdateWaiting(asWorkbox, { state: 'installed' } as ServiceWorker);
    applyUpdate(reload);
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
