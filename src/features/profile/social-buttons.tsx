import { ActionIcon, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Socials } from '@/api/contract/auth';
import { toExternalUrl } from '@/api/contract/web-link';
import type { IconComponent } from '@/lib/icons';
import {
  IconInstagram,
  IconLinkedIn,
  IconSoundcloud,
  IconSpotify,
  IconTwitter,
  IconYoutube,
} from './profile-icons';

/** Spec §2: spotify, soundcloud, instagram, youtube, linkedIn, twitter. */
export const SOCIAL_KEYS = [
  'spotify',
  'soundcloud',
  'instagram',
  'youtube',
  'linkedIn',
  'twitter',
] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

const ICONS: Record<SocialKey, IconComponent> = {
  spotify: IconSpotify,
  soundcloud: IconSoundcloud,
  instagram: IconInstagram,
  youtube: IconYoutube,
  linkedIn: IconLinkedIn,
  twitter: IconTwitter,
};

/** A round button per social link the person has. */
export const SocialButtons = ({ socials }: { socials: Socials }) => {
  const { t } = useTranslation('profile');
  const links = SOCIAL_KEYS.map((key) => ({ key, href: toExternalUrl(socials[key]) })).filter(
    (link): link is { key: SocialKey; href: string } => link.href !== null,
  );
  if (links.length === 0) return null;
  return (
    <Group gap="xs" aria-label={t('view.socials')} role="group">
      {links.map(({ key, href }) => {
        const Icon = ICONS[key];
        return (
          <ActionIcon
            key={key}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            size="lg"
            radius="xl"
            variant="light"
            aria-label={t(`socials.${key}`)}
          >
            <Icon />
          </ActionIcon>
        );
      })}
    </Group>
  );
};
