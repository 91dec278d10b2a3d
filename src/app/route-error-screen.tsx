import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export const RouteErrorScreen = ({ reset }: ErrorComponentProps) => {
  const { t } = useTranslation('common');
  const router = useRouter();
  return (
    <Center mih="70dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text c="dimmed">{t('routeError.text')}</Text>
        <Group justify="center">
          <Button
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            {t('routeError.retry')}
          </Button>
          <Button component={Link} to="/" variant="default">
            {t('routeError.home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
};
