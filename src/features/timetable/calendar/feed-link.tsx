import { Anchor, Button, CopyButton, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { webcalUrl } from '../api/calendar-feed';

const CopyField = ({ label, value }: { label: string; value: string }) => {
  const { t } = useTranslation('timetable');
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSectionWidth={96}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant={copied ? 'light' : 'filled'} onClick={copy}>
              {copied ? t('subscribe.copied') : t('subscribe.copy')}
            </Button>
          )}
        </CopyButton>
      }
    />
  );
};

/** The freshly made feed link, in the webcal and the https variant, shown once. */
export const FeedLink = ({ url }: { url: string }) => {
  const { t } = useTranslation('timetable');
  const webcal = webcalUrl(url);
  return (
    <Stack gap="xs">
      <Anchor href={webcal} fw={700}>
        {t('subscribe.open')}
      </Anchor>
      <CopyField label={t('subscribe.webcal')} value={webcal} />
      <CopyField label={t('subscribe.https')} value={url} />
      <Text fz="xs" c="dimmed">
        {t('subscribe.once')}
      </Text>
    </Stack>
  );
};
