import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LobbyCard } from '@/api/contract/lobby';
import { shownName } from '@/api/contract/people';
import { breakAfterAt } from '@/lib/break-after-at';
import { HrefButton } from '@/lib/href-button';
import { initialsOf, personKind, roleAtCompany } from '@/lib/person-kind';
import kinds from '@/lib/person-kind.module.css';
import classes from './lobby.module.css';

/** A person in the lobby: photo, name, role@company, tags, chat and profile buttons (spec §2). */
export const LobbyCardView = ({ card }: { card: LobbyCard }) => {
  const { t } = useTranslation('lobby');
  const name = shownName(card, t('unnamed'));
  const kind = personKind(card.labelRole);
  const headline = roleAtCompany(card.role, card.companyName);
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      className={`${classes.card} ${card.bigDisplay ? classes.big : ''}`}
      data-big={card.bigDisplay || undefined}
      data-me={card.me || undefined}
      aria-label={name}
    >
      <div className={`${classes.cover} ${kinds[kind]}`}>
        {card.image ? (
          <img src={card.image} alt="" className={classes.photo} loading="lazy" />
        ) : (
          <span className={`${classes.photo} ${classes.initials}`} aria-hidden="true">
            {initialsOf(name)}
          </span>
        )}
      </div>
      <Stack gap={6} p="sm" className={classes.body}>
        <Text fw={800} lh={1.2} className={classes.name}>
          {name}
        </Text>
        {headline && (
          <Text size="sm" c="dimmed" className={classes.headline}>
            {breakAfterAt(headline)}
          </Text>
        )}
        {card.tags.length > 0 && (
          <Group gap={4}>
            {card.tags.slice(0, 3).map((tag) => (
              <Badge key={tag.id} size="xs" variant="light" tt="none">
                {tag.name}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="xs" mt="auto" grow>
          {card.me ? (
            <Button component={Link} to="/profile" size="xs">
              {t('me')}
            </Button>
          ) : (
            <>
              <HrefButton
                href={`/chat/open/${card.id}`}
                size="xs"
                variant="light"
                aria-label={t('chatWith', { name })}
              >
                {t('chat')}
              </HrefButton>
              <HrefButton href={`/user/${card.id}`} size="xs" aria-label={t('profileOf', { name })}>
                {t('profile')}
              </HrefButton>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
};
