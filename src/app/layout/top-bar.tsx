import { ActionIcon, Box, Burger, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, type RefObject, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AREAS } from '@/lib/areas';
import { Brand } from '@/lib/brand';
import { Hint } from '@/lib/hint';
import { SyncIndicator } from '@/features/pwa/sync-indicator';
import { IconUser } from '@/lib/icons';
import { useSession } from '@/lib/use-session';
import classes from './member-layout.module.css';
import { ChatsButton } from './chats-button';
import { FIXED_BAR_CLASS } from './fixed-bar';
import { NavLinkButton } from './nav-link-button';

export const TOP_BAR_HEIGHT = 60;

// The cart brings the shop's API client and contracts in a chunk of its own, shown in a
// placeholder of its size (an 'lg' ActionIcon) until it has loaded, so nothing shifts.
const CartButton = lazy(() =>
  import('@/features/shop/cart-button').then((module) => ({ default: module.CartButton })),
);
const CART_BUTTON_SIZE = 34;

const TOP_BAR_AREAS = [AREAS.feed, AREAS.lobby, AREAS.program, AREAS.timetable];

interface TopBarProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
  menuId: string;
  /** The burger, which gets the focus back when the menu closes. */
  burgerRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * Spec §2: Feed, Lobby, Program, My Timetable, external Tickets, profile button, side menu; Chats
 * beside the profile on wide screens (small ones have it in the bottom bar).
 */
export const TopBar = ({ menuOpened, onToggleMenu, menuId, burgerRef }: TopBarProps) => {
  const { t } = useTranslation('nav');
  const guest = !useSession();
  // A guest's person button logs in: there is no profile (or chats) without an account.
  const profilePath: string = guest ? '/login' : AREAS.profile.path;
  const profileLabel = guest ? t('login') : t('profile');
  return (
    <Box component="header" px="md" className={`${classes.header} ${FIXED_BAR_CLASS}`}>
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Link
          to="/"
          // The name starts with the brand it shows (WCAG 2.5.3, label in name).
          aria-label={t('homeLink', { app: t('common:appName') })}
          className={classes.homeLink}
        >
          <Brand nameClassName={classes.brandName} />
        </Link>
        <Group component="nav" aria-label={t('mainNavigation')} gap={4} visibleFrom="md">
          {TOP_BAR_AREAS.map((area) => (
            <NavLinkButton key={area.id} area={area} />
          ))}
          <NavLinkButton area={AREAS.tickets} external />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <SyncIndicator />
          <Suspense fallback={<Box w={CART_BUTTON_SIZE} h={CART_BUTTON_SIZE} />}>
            <CartButton />
          </Suspense>
          {!guest && <ChatsButton />}
          <Hint label={profileLabel}>
            <ActionIcon
              component={Link}
              to={profilePath}
              variant="light"
              size="lg"
              radius="xl"
              aria-label={profileLabel}
            >
              <IconUser size={20} />
            </ActionIcon>
          </Hint>
          <Burger
            ref={burgerRef}
            opened={menuOpened}
            onClick={onToggleMenu}
            aria-label={menuOpened ? t('closeMenu') : t('openMenu')}
            aria-expanded={menuOpened}
            aria-controls={menuId}
          />
        </Group>
      </Group>
    </Box>
  );
};
