import { Button, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Area } from '@/lib/areas';
import { IconExternal } from '@/lib/icons';

/** A top-bar link to an area; the current area is marked with aria-current. */
export const NavLinkButton = ({ area, external = false }: { area: Area; external?: boolean }) => {
  const { t } = useTranslation('nav');
  const Icon = area.icon;
  if (external) {
    return (
      <Button
        component="a"
        href={area.path}
        target="_blank"
        rel="noopener"
        variant="light"
        size="compact-md"
        leftSection={<Icon size={18} />}
        rightSection={<IconExternal size={14} />}
      >
        {t(area.id)}
        <VisuallyHidden>{t('newTab')}</VisuallyHidden>
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to={area.path}
      variant="subtle"
      color="gray"
      size="compact-md"
      leftSection={<Icon size={18} />}
      activeProps={{ 'aria-current': 'page', 'data-active': true }}
    >
      {t(area.id)}
    </Button>
  );
};
