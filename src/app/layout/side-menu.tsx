import { Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { userHasRole } from '@/api/session';
import { AREAS, type Area } from '@/lib/areas';
import { WEBSITE_URL } from '@/lib/festival';
import { IconExternal, IconHome, IconLogout, IconUser, IconWebsite } from '@/lib/icons';
import { InstallButton } from '@/features/pwa/install-button';
import { LanguageSwitch } from '@/lib/language-switch';
import { LegalLinks } from '@/lib/legal-links';
import { useSession } from '@/lib/use-session';
import { useChatsEntry, UnreadBadge } from './chats-entry';

const MENU_AREAS: Area[] = [
  AREAS.feed,
  AREAS.lobby,
  AREAS.chats,
  AREAS.program,
  AREAS.map,
  AREAS.timetable,
  AREAS.tickets,
  AREAS.profile,
  AREAS.management,
  AREAS.gate,
];

/** What a guest can open without an account (the program's public page is /u/events). */
const GUEST_AREAS: Area[] = [
  { ...AREAS.program, path: '/u/events' },
  AREAS.timetable,
  AREAS.tickets,
];

interface SideMenuProps {
  id: string;
  opened: boolean;
  onClose: () => void;
}

/** Spec §2 side menu: the areas, Conference Management for staff, website, language, log out. */
export const SideMenu = ({ id, opened, onClose }: SideMenuProps) => {
  const { t } = useTranslation('nav');
  const user = useSession();
  const navigate = useNavigate();
  const chats = useChatsEntry();
  const visible = user
    ? MENU_AREAS.filter((area) => !area.roles || userHasRole(user, area.roles))
    : GUEST_AREAS;

  const logOut = () => {
    onClose();
    // The server ends this device's session first; offline it ends here only. The HTTP client
    // loads only then: it is not part of every screen's start.
    void import('@/api/auth')
      .then(({ logout }) => logout())
      .finally(() => void navigate({ to: '/login' }));
  };

  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      position="right"
      size={320}
      title={t('menu')}
      closeButtonProps={{ 'aria-label': t('closeMenu') }}
    >
      <Stack gap="md">
        <nav aria-label={t('menu')}>
          <NavLink
            component={Link}
            to="/"
            label={t('home')}
            leftSection={<IconHome size={20} />}
            onClick={onClose}
            activeOptions={{ exact: true }}
            activeProps={{ 'data-active': true, 'aria-current': 'page' }}
          />
          {visible.map((area) => {
            const Icon = area.icon;
            const isChats = area.id === 'chats';
            return (
              <NavLink
                key={area.id}
                component={Link}
                to={area.path}
                label={t(area.id)}
                aria-label={isChats ? chats.label : undefined}
                leftSection={<Icon size={20} />}
                rightSection={isChats && <UnreadBadge count={chats.unread} />}
                onClick={onClose}
                activeProps={{ 'data-active': true, 'aria-current': 'page' }}
              />
            );
          })}
          <NavLink
            href={WEBSITE_URL}
            target="_blank"
            rel="noopener"
            label={t('website')}
            description={t('newTab')}
            leftSection={<IconWebsite size={20} />}
            rightSection={<IconExternal size={14} />}
          />
        </nav>
        <Divider />
        <LanguageSwitch withCaption fullWidth />
        <InstallButton variant="light" fullWidth />
        <Divider />
        {user ? (
          <NavLink
            component="button"
            type="button"
            label={t('logout')}
            leftSection={<IconLogout size={20} />}
            onClick={logOut}
            c="var(--mantine-color-error)"
          />
        ) : (
          <NavLink
            component={Link}
            to="/login"
            label={t('login')}
            leftSection={<IconUser size={20} />}
            onClick={onClose}
          />
        )}
        <LegalLinks />
      </Stack>
    </Drawer>
  );
};
