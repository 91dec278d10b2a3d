import { Button, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AREAS } from '@/lib/areas';
import { festivalPhase, formatFestivalDates } from '@/lib/festival';
import { IconProgram } from '@/lib/icons';

/** Festival dates with a countdown (or "on now" / "see you next time") and the way to the program. */
export const FestivalTeaser = () => {
  const { t, i18n } = useTranslation('home');
  const phase = festivalPhase(new Date());
  const programPath: string = AREAS.program.path;
  const line =
    phase.phase === 'upcoming'
      ? t('teaser.upcoming', { count: phase.daysToGo })
      : phase.phase === 'running'
        ? t('teaser.running')
        : t('teaser.over');
  return (
    <div>
      <Group gap={8} mb={4} wrap="nowrap">
        <IconProgram size={18} />
        <Text fw={800}>
          <Text component="span" inherit fw={500}>
            {t('teaser.label')}:
          </Text>{' '}
          {formatFestivalDates(i18n.resolvedLanguage ?? 'de')}
        </Text>
      </Group>
      <Text fw={600} mb="md">
        {line}
      </Text>
      <Button component={Link} to={programPath} variant="white" color="dark">
        {t('teaser.cta')}
      </Button>
    </div>
  );
};
