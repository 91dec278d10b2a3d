import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/use-session';
import { GuestNotice } from './guest-notice';
import { MemberTimetable } from './member-timetable';

/** My Timetable (spec §2): the member's favourites as list, grid or now & next. */
export const TimetableScreen = () => {
  const { t } = useTranslation('timetable');
  const user = useSession();
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('title')}
        </Title>
        {user ? <MemberTimetable userId={user.id} /> : <GuestNotice />}
      </Stack>
    </Container>
  );
};
