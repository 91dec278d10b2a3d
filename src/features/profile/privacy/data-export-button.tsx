import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_EXPORT_FILE } from '@/api/contract/privacy';
import { getDataExport } from '@/api/privacy';

/** Saves a JSON file through a temporary link: the call needs the bearer token, a plain link has none. */
const saveAsFile = (data: unknown) => {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = DATA_EXPORT_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

/** GDPR Art. 15 and 20: the member's data as one JSON file. */
export const DataExportButton = () => {
  const { t } = useTranslation('profile');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = () => {
    setBusy(true);
    setFailed(false);
    getDataExport()
      .then(saveAsFile)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };

  return (
    <Stack gap={4}>
      <Text size="sm">{t('privacy.exportHint')}</Text>
      <Button variant="light" onClick={download} loading={busy}>
        {t('privacy.export')}
      </Button>
      {failed && (
        <Text size="sm" c="red" role="alert">
          {t('privacy.exportFailed')}
        </Text>
      )}
    </Stack>
  );
};
