import { ActionIcon, Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { EventDto } from '@/api/contract/program';
import { IconTicket } from '@/lib/icons';
import { toExternalUrl } from '@/api/contract/web-link';
import { ticketTarget } from './ticket-target';
import { FavouriteButton } from './favourite-button';
import { IconFacebook, IconInstagram } from './icons';

interface EventActionsProps {
  event: EventDto;
  shopPath: string;
}

/** Favourite, 'Buy tickets' and the event's social links (only those that are set). */
export const EventActions = ({ event, shopPath }: EventActionsProps) => {
  const { t } = useTranslation('event');
  const tickets = ticketTarget(event.ticketLink, shopPath);
  const socials = [
    { key: 'instagram', href: toExternalUrl(event.instagramLink), Icon: IconInstagram },
    { key: 'facebook', href: toExternalUrl(event.facebookLink), Icon: IconFacebook },
  ].filter((social) => social.href !== null);
  const ticketIcon = <IconTicket size={18} />;

  return (
    <Group gap="sm" justify="space-between">
      <Group gap="sm">
        {tickets.kind === 'external' ? (
          <Button
            component="a"
            href={tickets.href}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={ticketIcon}
            variant="gradient"
          >
            {t('buyTickets')}
          </Button>
        ) : (
          <Button component={Link} to={tickets.to} leftSection={ticketIcon} variant="gradient">
            {t('buyTickets')}
          </Button>
        )}
        <FavouriteButton eventId={event.id} variant="button" />
      </Group>
      {socials.length > 0 && (
        <Group gap="xs">
          {socials.map(({ key, href, Icon }) => (
            <ActionIcon
              key={key}
              component="a"
              href={href ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              size="xl"
              radius="xl"
              aria-label={t(`social.${key}`)}
            >
              <Icon size={22} />
            </ActionIcon>
          ))}
        </Group>
      )}
    </Group>
  );
};
