import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LegalPage } from './legal-page';
import { OperatorBlock } from './operator-block';
import { useLegalNotice } from './use-legal-notice';

/** The policy's sections after the controller, in reading order (texts in locales/{de,en}/legal). */
const SECTIONS = [
  'account',
  'visibility',
  'social',
  'shop',
  'device',
  'recipients',
  'retention',
  'rights',
] as const;

/** /u/privacy: what the festival app keeps, why, for how long, and the member's rights. */
export const PrivacyScreen = () => {
  const { t } = useTranslation('legal');
  const notice = useLegalNotice();
  const contact = notice.data?.privacyContact;
  return (
    <LegalPage title={t('privacy.title')}>
      <Text>{t('privacy.intro')}</Text>
      <Stack gap="xs" component="section">
        <Title order={2} fz="lg">
          {t('privacy.controller.title')}
        </Title>
        <OperatorBlock operator={notice.isError ? null : notice.data?.operator} />
        {contact && (
          <Text>
            {t('privacy.controller.contact')} <Anchor href={`mailto:${contact}`}>{contact}</Anchor>
          </Text>
        )}
      </Stack>
      {SECTIONS.map((section) => (
        <Stack key={section} gap="xs" component="section">
          <Title order={2} fz="lg">
            {t(`privacy.${section}.title`)}
          </Title>
          <Text>{t(`privacy.${section}.body`)}</Text>
        </Stack>
      ))}
    </LegalPage>
  );
};
