import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOBBY_PLACEHOLDERS } from '@/api/contract/lobby';
import { LobbyCardView } from './lobby-card';
import { ownCardVisible } from './lobby-rules';
import type { LobbyLoad } from './use-lobby-page';
import classes from './lobby.module.css';

interface LobbyGridProps {
  load: LobbyLoad;
  search: string;
  tagId: number | null;
  /** The own card leads the first page only. */
  showOwn: boolean;
}

/** The cards, 15 placeholders while loading, or 'No users found'. */
export const LobbyGrid = ({ load, search, tagId, showOwn }: LobbyGridProps) => {
  const { t } = useTranslation('lobby');
  if (load.state === 'loading') {
    return (
      <div className={classes.grid} aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: LOBBY_PLACEHOLDERS }, (_, index) => (
          <Skeleton key={index} radius="lg" className={classes.placeholder} data-placeholder />
        ))}
      </div>
    );
  }
  if (load.state === 'failed') {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('failed')}
      </Text>
    );
  }
  const { own, content } = load.page;
  const withOwn = showOwn && ownCardVisible(own, search, tagId);
  if (content.length === 0 && !withOwn) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('empty')}
      </Text>
    );
  }
  return (
    <div className={classes.grid}>
      {withOwn && <LobbyCardView card={{ ...own, me: true }} />}
      {content.map((card) => (
        <LobbyCardView key={card.id} card={card} />
      ))}
    </div>
  );
};
