import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useConnect } from './use-friends-actions';

/** /friends/add/{code}: a friend's link, opened; one tap makes us friends. */
export const ConnectScreen = ({ code }: { code: string }) => {
  const { t } = useTranslation('friends');
  const connect = useConnect();
  const friend = connect.data;
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
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
        <Anchor component={Link} to="/favourites">
          {t('connect.toTimetable')}
        </Anchor>
        <Anchor component={Link} to="/friends">
          {t('manage')}
        </Anchor>
      </Stack>
    </Container>
  );
};
