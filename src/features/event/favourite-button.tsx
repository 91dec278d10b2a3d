import { ActionIcon, Button } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '@/lib/hint';
import { notifyError } from '@/lib/notify';
import { IconHeart, IconHeartFilled } from './icons';
import { showLoginNotice } from './login-notice';
import { useFavourite } from './use-favourite';

export interface FavouriteButtonProps {
  eventId: number;
  /** Id of the element naming the event, so a list of hearts stays distinguishable. */
  describedBy?: string;
  /** 'icon' in lists, 'button' (with its text) on the event page. */
  variant?: 'icon' | 'button';
}

/** The heart that adds an event to My Timetable; guests are asked to log in. */
export const FavouriteButton = ({
  eventId,
  describedBy,
  variant = 'icon',
}: FavouriteButtonProps) => {
  const { t } = useTranslation('event');
  // Where to come back to after logging in, read on click: a subscription to the location would
  // re-render every heart in the list whenever the program writes its tab, letter or page there.
  const router = useRouter();
  const favourite = useFavourite(eventId);
  const [busy, setBusy] = useState(false);
  const label = favourite.saved ? t('favourite.remove') : t('favourite.add');
  const Icon = favourite.saved ? IconHeartFilled : IconHeart;

  const onClick = async () => {
    if (!favourite.loggedIn) {
      showLoginNotice(
        { message: t('favourite.loginRequired'), action: t('favourite.login') },
        () => {
          const here = router.state.location.href;
          void router.navigate({ to: '/login', search: { redirect: here } });
        },
      );
      return;
    }
    setBusy(true);
    try {
      await favourite.toggle();
    } catch (error) {
      console.error('Saving the favourite failed', error);
      notifyError(t('favourite.failed'));
    } finally {
      setBusy(false);
    }
  };

  const common = {
    onClick: () => void onClick(),
    disabled: busy,
    'aria-describedby': describedBy,
    color: 'festival',
  };

  if (variant === 'button') {
    return (
      <Button
        {...common}
        variant={favourite.saved ? 'filled' : 'outline'}
        leftSection={<Icon size={18} />}
      >
        {label}
      </Button>
    );
  }
  return (
    <Hint label={label} openDelay={400}>
      <ActionIcon
        {...common}
        variant={favourite.saved ? 'light' : 'subtle'}
        size="xl"
        radius="xl"
        aria-label={label}
      >
        <Icon size={24} />
      </ActionIcon>
    </Hint>
  );
};
