import { Button, Paper, Stack, Text, ThemeIcon, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AREAS } from '@/lib/areas';
import { IconCalendar } from './timetable-icons';

// A Mantine button that is a typed router link, so the login search parameters are checked.
const ButtonLink = createLink((props: ButtonProps & ComponentPropsWithRef<'a'>) => (
  <Button component="a" {...props} />
));

/** Spec §2 My Timetable, not logged in. */
export const GuestNotice = () => {
  const { t } = useTranslation('timetable');
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconCalendar size={30} />
        </ThemeIcon>
        <Text fz="lg" fw={600} maw={420}>
          {t('guest.text')}
        </Text>
        <ButtonLink to="/login" search={{ redirect: AREAS.timetable.path }}>
          {t('guest.login')}
        </ButtonLink>
      </Stack>
    </Paper>
  );
};
