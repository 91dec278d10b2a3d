import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LegalPage } from './legal-page';
import { useLegalNotice } from './use-legal-notice';

/** The statement's sections after the intro, in reading order (locales/{de,en}/accessibility). */
const SECTIONS = ['status', 'features', 'limits'] as const;

/** /u/accessibility: the accessibility statement the BFSG asks of a shop, with a contact. */
export const AccessibilityScreen = () => {
  const { t } = useTranslation('accessibility');
  const notice = useLegalNotice();
  const contact = notice.isError ? null : notice.data?.accessibilityContact;
  return (
    <LegalPage title={t('statement.title')}>
      <Text>{t('statement.intro')}</Text>
      {SECTIONS.map((section) => (
        <Stack key={section} gap="xs" component="section">
          <Title order={2} fz="lg">
            {t(`statement.${section}.title`)}
          </Title>
          <Text>{t(`statement.${section}.body`)}</Text>
        </Stack>
      ))}
      <Stack gap="xs" component="section">
        <Title order={2} fz="lg">
          {t('statement.feedback.title')}
        </Title>
        <Text>{t('statement.feedback.body')}</Text>
        {contact ? (
          <Text>
            {t('statement.feedback.contact')} <Anchor href={`mailto:${contact}`}>{contact}</Anchor>
          </Text>
        ) : (
          contact === null && (
            <Text c="dimmed" role="status">
              {t('statement.feedback.missing')}
            </Text>
          )
        )}
      </Stack>
      <Stack gap="xs" component="section">
        <Title order={2} fz="lg">
          {t('statement.enforcement.title')}
        </Title>
        <Text>{t('statement.enforcement.body')}</Text>
      </Stack>
    </LegalPage>
  );
};
