import { SegmentedControl, Stack, Text, type SegmentedControlProps } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from './i18n';
import { LANGUAGES, isLanguage } from './language';

type LanguageSwitchProps = Pick<SegmentedControlProps, 'size' | 'fullWidth'> & {
  /** Shows the "Language" caption above the switch; otherwise it is only the accessible name. */
  withCaption?: boolean;
};

/** German / English switch; the choice is kept for the next visit. */
export const LanguageSwitch = ({ withCaption = false, ...props }: LanguageSwitchProps) => {
  const { t, i18n } = useTranslation('common');
  const captionId = useId();
  const value = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();

  return (
    <Stack gap={4}>
      {withCaption && (
        <Text id={captionId} size="sm" fw={600}>
          {t('language.label')}
        </Text>
      )}
      <SegmentedControl
        {...props}
        aria-label={withCaption ? undefined : t('language.label')}
        aria-labelledby={withCaption ? captionId : undefined}
        value={value}
        onChange={(next) => {
          if (isLanguage(next)) void setLanguage(next);
        }}
        data={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      />
    </Stack>
  );
};
