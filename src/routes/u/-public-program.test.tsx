import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeProgram } from '@/features/program/testing/program-db';
import { LANGUAGE_STORAGE_KEY } from '@/lib/language';
import { initI18n } from '@/lib/i18n';
import { eventFixture } from '@/offline/testing/program-fixtures';
import { resetDb } from '@/offline/testing/reset-db';
import { routeTree } from '@/routeTree.gen';

// The real route tree: the public pages compose the program, the event page and the heart.
const openApp = async (path: string) => {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  render(
    <MantineProvider>
      <Notifications />
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
};

const night = eventFixture(1, { title: 'Night Drive' });

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  await initI18n();
});
beforeEach(async () => {
  await resetDb();
  await storeProgram({ events: [night] });
});
afterEach(cleanup);

describe('public program pages', { timeout: 20_000 }, () => {
  it('/u/events lists the program and asks a guest to log in for favourites', async () => {
    await openApp('/u/events');

    const item = await screen.findByRole('article', { name: /^Night Drive, / });
    expect(within(item).getByRole('link', { name: 'Night Drive' })).toHaveAttribute(
      'href',
      '/u/event/1?iframe=true',
    );
    fireEvent.click(within(item).getByRole('button', { name: 'Add to My Timetable' }));
    expect(await screen.findByText('Login to save Favourites.')).toBeInTheDocument();
  });

  it("a row's link opens the event in the app; a click with a modifier key is the browser's", async () => {
    const router = await openApp('/u/events');
    const item = await screen.findByRole('article', { name: /^Night Drive, / });
    const link = within(item).getByRole('link', { name: 'Night Drive' });

    // fireEvent returns false when the app prevented the browser's own navigation.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/u/events');

    expect(fireEvent.click(link)).toBe(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Drive' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/u/event/1');
    expect(router.state.location.search).toEqual({ iframe: true });
  });

  it('/u/event/{id}?iframe=true links the artists to the public profiles', async () => {
    await openApp('/u/event/1?iframe=true');

    expect(await screen.findByRole('heading', { level: 1, name: 'Night Drive' })).toBeVisible();
    const people = screen.getByRole('region', { name: 'Speakers & Artists on this:' });
    expect(within(people).getByRole('link', { name: /DJ Five/ })).toHaveAttribute(
      'href',
      '/u/user/5?iframe=true&event=1',
    );
    expect(screen.getByRole('link', { name: /Buy tickets/ })).toHaveAttribute('href', '/u/shop');
  });

  it('an artist opened from an embedded event stays embedded and leads back to the event', async () => {
    const router = await openApp('/u/event/1?iframe=true');
    const people = await screen.findByRole('region', { name: 'Speakers & Artists on this:' });
    fireEvent.click(within(people).getByRole('link', { name: /DJ Five/ }));

    const back = await screen.findByRole('link', { name: 'Back to the event' });
    expect(router.state.location.pathname).toBe('/u/user/5');
    expect(router.state.location.search).toEqual({ iframe: true, event: 1 });
    expect(back).toHaveAttribute('href', '/u/event/1?iframe=true');
    fireEvent.click(back);
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Drive' })).toBeVisible();
    expect(router.state.location.search).toEqual({ iframe: true });
  });
});
