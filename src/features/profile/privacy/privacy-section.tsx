import { Divider, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataExportButton } from './data-export-button';
import { DeleteAccount } from './delete-account';
import { PrivacyChoices } from './privacy-choices';

/** /profile: who sees the member, their data as a file, and leaving the festival app. */
export const PrivacySection = ({ userId }: { userId: number }) => {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {t('privacy.title')}
      </Title>
      <PrivacyChoices userId={userId} />
      <Divider />
      <DataExportButton />
      <Divider />
      <DeleteAccount />
    </Stack>
  );
};
