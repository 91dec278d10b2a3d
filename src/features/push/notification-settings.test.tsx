import { focusManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import push from '../../../locales/en/push.json';
import type { NotificationSettings as Settings } from '@/api/contract/notification-settings';
import { renderWithTexts } from '@/lib/testing/render-with-texts';
import { NotificationSettings } from './notification-settings';

const server = vi.hoisted(() => ({
  get: vi.fn<() => Promise<Settings>>(),
  save: vi.fn<(changes: Partial<Settings>) => Promise<Settings>>(),
}));
vi.mock('@/api/notification-settings', () => ({
  getNotificationSettings: server.get,
  saveNotificationSettings: server.save,
}));

const defaults: Settings = {
  chats: true,
  postActivity: true,
  announcements: true,
  programChanges: true,
  reminderMinutes: 15,
};

beforeEach(() => {
  let stored = { ...defaults };
  server.get.mockImplementation(() => Promise.resolve(stored));
  server.save.mockImplementation((changes) => {
    stored = { ...stored, ...changes };
    return Promise.resolve(stored);
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('NotificationSettings', () => {
  it('saves one category or the reminder lead time and shows what the server stored', async () => {
    await renderWithTexts(<NotificationSettings userId={7} />, { push });
    const chats = await screen.findByRole('switch', { name: 'Chat messages' });
    expect(chats).toBeChecked();
    expect(screen.getByRole('radio', { name: '15 min' })).toBeChecked();

    fireEvent.click(chats);
    await vi.waitFor(() => expect(chats).not.toBeChecked());
    expect(server.save).toHaveBeenLastCalledWith({ chats: false }, expect.anything());

    fireEvent.click(screen.getByRole('radio', { name: 'Off' }));
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: 'Off' })).toBeChecked());
    expect(server.save).toHaveBeenLastCalledWith({ reminderMinutes: 0 }, expect.anything());
  });

  it('offline, shows the last known settings and does not offer to change them', async () => {
    await renderWithTexts(<NotificationSettings userId={7} />, { push });
    const chats = await screen.findByRole('switch', { name: 'Chat messages' });
    server.get.mockRejectedValue(new TypeError('Failed to fetch'));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText(/You are offline/)).toBeVisible();
    expect(chats).toBeChecked();
    expect(chats).toBeDisabled();
    expect(screen.getByRole('radio', { name: '30 min' })).toBeDisabled();
    focusManager.setFocused(undefined);
  });
});
