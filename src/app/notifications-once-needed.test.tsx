import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationsOnceNeeded } from './notifications-once-needed';

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
});

describe('NotificationsOnceNeeded', () => {
  it('renders no container until a notification is shown, then shows it and keeps the container', async () => {
    render(
      <MantineProvider>
        <NotificationsOnceNeeded />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => void notifications.show({ id: 'saved', message: 'Saved offline' }));
    expect(await screen.findByText('Saved offline')).toBeInTheDocument();

    act(() => void notifications.hide('saved'));
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });

  it('shows a notification that came before it mounted', async () => {
    act(() => void notifications.show({ message: 'Queued before the chrome' }));
    render(
      <MantineProvider>
        <NotificationsOnceNeeded />
      </MantineProvider>,
    );
    expect(await screen.findByText('Queued before the chrome')).toBeInTheDocument();
  });
});
