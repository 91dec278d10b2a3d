import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { ConnectCard } from './connect-card';
import { FriendsList } from './friends-list';
import { friendLinkOf } from './link-code';
import { QrLink } from './qr-link';
import { ScanFriend } from './scan-friend';
import { SharePlanCard } from './share-plan-card';
import { useConnect, useFriendCode } from './use-friends-actions';

/**
 * /friends: a friend's link opened (`?add=`), my friend QR and link, adding a friend by scanning
 * theirs, my friends, my plan link.
 */
export const FriendsScreen = ({ userId, add }: { userId: number; add?: string }) => {
  const { t } = useTranslation('friends');
  const { code, renew } = useFriendCode();
  const connect = useConnect();
  const onCode = (scanned: string) =>
    connect.mutate(scanned, {
      onSuccess: (friend) => notifySuccess(t('connected', { name: friend.name || t('someone') })),
    });
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
        {add && <ConnectCard code={add} />}
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="my-code-title">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="my-code-title">
              {t('code.title')}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('code.intro')}
            </Text>
            {code.data && (
              <QrLink url={friendLinkOf(code.data)} alt={t('code.qrAlt')} testId="friend-code" />
            )}
            <Button
              size="xs"
              variant="subtle"
              loading={renew.isPending}
              onClick={() => renew.mutate()}
            >
              {t('code.renew')}
            </Button>
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="scan-title">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="scan-title">
              {t('scan.title')}
            </Title>
            <ScanFriend onCode={onCode} />
          </Stack>
        </Paper>
        <FriendsList userId={userId} />
        <SharePlanCard />
      </Stack>
    </Container>
  );
};
