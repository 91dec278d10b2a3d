import { Container, Stack, Title } from '@mantine/core';
import { FestivalTimeNote } from '@/lib/festival-time-note';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/use-session';
import { GuestNotice } from './guest-notice';
import { MemberTimetable } from './member-timetable';

export interface TimetableScreenProps {
  /** Shown to members under the title, e.g. the offline "last updated" line from the route. */
  notice?: ReactNode;
}

/** My Timetable (spec §2): the member's favourites as list, grid or now & next. */
export const TimetableScreen = ({ notice }: TimetableScreenProps) => {
  const { t } = useTranslation('timetable');
  const user = useSession();
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('title')}
        </Title>
        {user && <FestivalTimeNote />}
        {user && notice}
        {user ? <MemberTimetable userId={user.id} /> : <GuestNotice />}
      </Stack>
    </Container>
  );
};
