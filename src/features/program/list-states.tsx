import { Button, Paper, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './list-skeleton.module.css';

/** Spec §9: 10 placeholders while the program has never been loaded on this device. */
export const PLACEHOLDER_COUNT = 10;

/** Spec §2/§9: artists 4 per row (2 on phones); venues in up to 3 columns. */
export const ARTIST_COLUMNS = { base: 2, sm: 3, md: 4 };
export const VENUE_COLUMNS = { base: 1, xs: 2, md: 3 };

const placeholders = Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => index);

const Loading = () => {
  const { t } = useTranslation('program');
  return <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>;
};

export const EventListSkeleton = () => {
  const { t } = useTranslation('program');
  return (
    <div className={classes.list} data-testid="program-loading">
      <span className={classes.hidden} role="status">
        {t('loading')}
      </span>
      <div className={`${classes.bone} ${classes.heading}`} aria-hidden="true" />
      {placeholders.map((index) => (
        <div key={index} className={`${classes.bone} ${classes.row}`} aria-hidden="true" />
      ))}
    </div>
  );
};

export const GridSkeleton = ({
  cols,
  height,
}: {
  cols: Record<string, number>;
  height: number;
}) => (
  <div data-testid="program-loading">
    <Loading />
    <SimpleGrid cols={cols} spacing="md">
      {placeholders.map((index) => (
        <Skeleton key={index} h={height} radius="lg" aria-hidden="true" />
      ))}
    </SimpleGrid>
  </div>
);

interface EmptyResultProps {
  text: string;
  onReset?: () => void;
}

/** An empty list: the spec's text, and a way out when a filter caused it. */
export const EmptyResult = ({ text, onReset }: EmptyResultProps) => {
  const { t } = useTranslation('program');
  return (
    <Paper withBorder radius="lg" p="xl" ta="center">
      <Stack align="center" gap="sm">
        <Text fw={700} fz="lg" role="status">
          {text}
        </Text>
        {onReset && (
          <Button variant="light" onClick={onReset}>
            {t('resetFilters')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
};
