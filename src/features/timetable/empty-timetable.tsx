import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AREAS } from '@/lib/areas';
import { IconCalendar } from './timetable-icons';

/** Spec §2 My Timetable without favourites (the spec's wording, typo included). */
export const EmptyTimetable = () => {
  const { t } = useTranslation('timetable');
  const programPath: string = AREAS.program.path;
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconCalendar size={30} />
        </ThemeIcon>
        <Title order={2} fz="xl">
          {t('empty.title')}
        </Title>
        <Text maw={420}>{t('empty.text')}</Text>
        <Button component={Link} to={programPath} mt="xs">
          {t('empty.link')}
        </Button>
      </Stack>
    </Paper>
  );
};
