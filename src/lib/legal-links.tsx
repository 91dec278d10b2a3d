import { Anchor, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Privacy policy, imprint and accessibility statement, linked from the menu, the login and the shop. */
export const LegalLinks = () => {
  const { t } = useTranslation();
  return (
    <Group component="nav" gap="md" justify="center" aria-label={t('legalLinks.label')}>
      <Anchor component={Link} to="/u/privacy" size="sm" c="dimmed">
        {t('legalLinks.privacy')}
      </Anchor>
      <Anchor component={Link} to="/u/imprint" size="sm" c="dimmed">
        {t('legalLinks.imprint')}
      </Anchor>
      <Anchor component={Link} to="/u/accessibility" size="sm" c="dimmed">
        {t('legalLinks.accessibility')}
      </Anchor>
    </Group>
  );
};
