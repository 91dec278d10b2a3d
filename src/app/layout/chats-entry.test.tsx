import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getChatPartners } from '@/api/chat';
import type { SessionUser } from '@/api/contract/auth';
import type { ChatMessage, ChatPartner } from '@/api/contract/chat';
import { clearSession, setSession } from '@/api/session';
import { UnreadChatsWatch } from '@/features/chat/unread-chats-watch';
import deNav from '../../../locales/de/nav.json';
import enNav from '../../../locales/en/nav.json';
import { BottomBar } from './bottom-bar';

type Listener = (message: ChatMessage) => void;
const store = vi.hoisted(() => ({ listeners: new Set<(message: never) => void>() }));

vi.mock('@/api/chat', () => ({ getChatPartners: vi.fn() }));
vi.mock('@/features/chat/chat-store', async () => {
  const { proxy: storeProxy } = await import('valtio/vanilla');
  return {
    chatState: storeProxy({ connected: false, openPartnerId: null as number | null }),
    onIncomingMessage: (listener: Listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
  };
});

const member: SessionUser = {
  id: 1,
  accessToken: 'jwt-1',
  accessTokenExpiresAt: Date.UTC(2100, 0, 1),
  refreshToken: 'session.refresh',
  roles: ['ROLE_USER'],
  firstName: null,
  lastName: null,
  name: 'one',
  fullName: null,
  email: 'one@example.org',
  bio: null,
  image: null,
  favourites: [],
  firstLogin: false,
  socials: {},
};

const partner = (id: number, newMessages: number): ChatPartner => ({
  id,
  name: `Partner ${id}`,
  image: null,
  newMessages,
  lastMessage: null,
});

const message = (senderId: number): ChatMessage => ({
  id: 10,
  clientId: 'c-10',
  senderId,
  senderName: `Partner ${senderId}`,
  recipientId: 1,
  content: 'Hi',
  createdAt: '2025-08-15T10:00:00.000Z',
  read: false,
});

const renderBars = async (language: 'de' | 'en') => {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    ns: ['nav'],
    defaultNS: 'nav',
    resources: { de: { nav: deNav }, en: { nav: enNav } },
  });
  const Bars = () => (
    <>
      <BottomBar />
      <UnreadChatsWatch />
    </>
  );
  const router = createRouter({
    routeTree: createRootRoute({ component: Bars }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
};

const chatStore = async () => import('@/features/chat/chat-store');
const arrive = (from: number) =>
  act(() => store.listeners.forEach((listen) => listen(message(from) as never)));

const setAppBadge = vi.fn(() => Promise.resolve());
const clearAppBadge = vi.fn(() => Promise.resolve());

beforeEach(() => {
  Object.assign(navigator, { setAppBadge, clearAppBadge });
  setSession(member);
});
afterEach(async () => {
  cleanup();
  clearSession();
  store.listeners.clear();
  vi.mocked(getChatPartners).mockReset();
  setAppBadge.mockClear();
  clearAppBadge.mockClear();
  const { chatState } = await chatStore();
  Object.assign(chatState, { connected: false, openPartnerId: null });
});

describe('Chats in the navigation', { timeout: 20_000 }, () => {
  it('shows the unread total of all conversations and names it for screen readers (en)', async () => {
    vi.mocked(getChatPartners).mockResolvedValue([partner(2, 2), partner(3, 1), partner(4, 0)]);
    await renderBars('en');
    const link = await screen.findByRole('link', { name: 'Chats, 3 unread' });
    expect(link).toHaveAttribute('href', '/chat');
    expect(screen.getByTestId('chats-unread')).toHaveTextContent('3');
    await waitFor(() => expect(setAppBadge).toHaveBeenCalledWith(3));
  });

  it('says it in German: "Chats, 1 ungelesen"', async () => {
    vi.mocked(getChatPartners).mockResolvedValue([partner(2, 1)]);
    await renderBars('de');
    expect(await screen.findByRole('link', { name: 'Chats, 1 ungelesen' })).toBeInTheDocument();
  });

  it('asks again when a message arrives or the socket reconnects, not for the chat on screen', async () => {
    vi.mocked(getChatPartners).mockResolvedValue([partner(2, 1)]);
    await renderBars('en');
    await screen.findByRole('link', { name: 'Chats, 1 unread' });
    await waitFor(() => expect(store.listeners.size).toBe(1));

    vi.mocked(getChatPartners).mockResolvedValue([partner(2, 1), partner(5, 4)]);
    arrive(5);
    expect(await screen.findByRole('link', { name: 'Chats, 5 unread' })).toBeInTheDocument();
    await waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(5));

    const { chatState } = await chatStore();
    const calls = vi.mocked(getChatPartners).mock.calls.length;
    chatState.openPartnerId = 5;
    arrive(5);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getChatPartners).toHaveBeenCalledTimes(calls);

    vi.mocked(getChatPartners).mockResolvedValue([partner(2, 0)]);
    act(() => {
      chatState.connected = true;
    });
    expect(await screen.findByRole('link', { name: 'Chats' })).toBeInTheDocument();
    expect(screen.queryByTestId('chats-unread')).toBeNull();
    await waitFor(() => expect(clearAppBadge).toHaveBeenCalled());
  });

  it('asks nothing and offers no chats without a logged-in member', async () => {
    clearSession();
    await renderBars('en');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chats' })).toBeNull();
    expect(getChatPartners).not.toHaveBeenCalled();
    expect(screen.queryByTestId('chats-unread')).toBeNull();
  });
});
