import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOBBY_PLACEHOLDERS, type LobbyPage } from '@/api/contract/lobby';
import { LobbyCardView } from './lobby-card';
import { ownCardVisible } from './lobby-rules';
import classes from './lobby.module.css';

interface LobbyGridProps {
  /** The page, or undefined while it loads or when it failed. */
  page: LobbyPage | undefined;
  failed: boolean;
  search: string;
  tagId: number | null;
  /** The own card leads the first page only. */
  showOwn: boolean;
}

/** The cards, 15 placeholders while loading, or 'No users found'. */
export const LobbyGrid = ({ page, failed, search, tagId, showOwn }: LobbyGridProps) => {
  const { t } = useTranslation('lobby');
  if (!page && !failed) {
    return (
      <div className={classes.grid} aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: LOBBY_PLACEHOLDERS }, (_, index) => (
          <Skeleton key={index} radius="lg" className={classes.placeholder} data-placeholder />
        ))}
      </div>
    );
  }
  if (!page) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('failed')}
      </Text>
    );
  }
  const { own, content } = page;
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
