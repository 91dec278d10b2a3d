import { Center, Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PagerProps extends Omit<
  PaginationProps,
  'total' | 'value' | 'onChange' | 'getControlProps' | 'getItemProps'
> {
  /** Page from 0, as the API counts (spec §2). */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Page buttons with spoken names ("Nächste Seite", "Seite 3"); nothing when there is one page. */
export const Pager = ({ page, totalPages, onPage, ...props }: PagerProps) => {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  return (
    <Center component="nav" aria-label={t('pagination.label')}>
      <Pagination
        {...props}
        total={totalPages}
        value={page + 1}
        onChange={(value) => onPage(value - 1)}
        getItemProps={(number) => ({ 'aria-label': t('pagination.page', { page: number }) })}
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      />
    </Center>
  );
};
