import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LegalPage } from './legal-page';
import { OperatorBlock } from './operator-block';
import { useLegalNotice } from './use-legal-notice';

/** /u/imprint: the provider identification a German site must carry (§ 5 DDG). */
export const ImprintScreen = () => {
  const { t } = useTranslation('legal');
  const notice = useLegalNotice();
  return (
    <LegalPage title={t('imprint.title')}>
      <Text>{t('imprint.intro')}</Text>
      <OperatorBlock operator={notice.isError ? null : notice.data?.operator} full />
    </LegalPage>
  );
};
