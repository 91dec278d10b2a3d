import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConnect } from './use-friends-actions';

/** A friend's link opened (`/friends?add={code}`): one tap makes us friends. */
export const ConnectCard = ({ code }: { code: string }) => {
  const { t } = useTranslation('friends');
  const connect = useConnect();
  const friend = connect.data;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="connect-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="connect-title">
          {t('connect.title')}
        </Title>
        {friend ? (
          <Alert color="teal" role="status" data-testid="friend-connected">
            {t('connected', { name: friend.name || t('someone') })}
          </Alert>
        ) : (
          <>
            <Text>{t('connect.intro')}</Text>
            <Button loading={connect.isPending} onClick={() => connect.mutate(code)}>
              {t('connect.confirm')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
};
