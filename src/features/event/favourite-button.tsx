import { Button } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFramed, openTopLevel } from '@/lib/embedded';
import { Hint } from '@/lib/hint';
import { notifyError } from '@/lib/notify';
import { IconHeart, IconHeartFilled } from './icons';
import classes from './favourite-button.module.css';
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
          // In a partner's frame our login opens in a tab of its own, not inside their page.
          if (isFramed()) openTopLevel(`/login?redirect=${encodeURIComponent(here)}`);
          else void router.navigate({ to: '/login', search: { redirect: here } });
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

  const onToggle = () => void onClick();

  if (variant === 'button') {
    return (
      <Button
        onClick={onToggle}
        disabled={busy}
        aria-describedby={describedBy}
        color="festival"
        variant={favourite.saved ? 'filled' : 'outline'}
        leftSection={<Icon size={18} />}
      >
        {label}
      </Button>
    );
  }
  // A plain button, not Mantine's ActionIcon: the program renders one per row, a row or two per
  // task while the list fills the screen, and the ActionIcon was a third of each row's render.
  // mantine-focus-auto and mantine-active are Mantine's global focus ring and press effect.
  return (
    <Hint label={label} openDelay={400}>
      <button
        type="button"
        className={`mantine-focus-auto mantine-active ${classes.heart}`}
        data-saved={favourite.saved || undefined}
        onClick={onToggle}
        disabled={busy}
        aria-describedby={describedBy}
        aria-label={label}
      >
        <Icon size={24} />
      </button>
    </Hint>
  );
};
