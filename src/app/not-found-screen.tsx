import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from '@/lib/brand';

export const NotFoundScreen = () => {
  const { t } = useTranslation('common');
  return (
    <Center mih="70dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Brand size={56} withName={false} />
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to="/" size="md">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
};
