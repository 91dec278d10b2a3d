import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { planLinkOf } from './link-code';
import { QrLink } from './qr-link';
import { usePlanShare } from './use-friends-actions';

/** "Share my plan": a read-only link and QR anyone can open, until I revoke it. */
export const SharePlanCard = () => {
  const { t } = useTranslation('friends');
  const { share, create, revoke } = usePlanShare();
  const token = share.data ?? null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="share-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="share-title">
          {t('share.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('share.intro')}
        </Text>
        {token ? (
          <>
            <QrLink url={planLinkOf(token)} alt={t('share.qrAlt')} testId="plan-share" />
            <Button
              color="red"
              variant="light"
              loading={revoke.isPending}
              onClick={() =>
                revoke.mutate(token, { onSuccess: () => notifySuccess(t('share.revoked')) })
              }
            >
              {t('share.revoke')}
            </Button>
          </>
        ) : (
          <Button loading={create.isPending || share.isLoading} onClick={() => create.mutate()}>
            {t('share.create')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
};
