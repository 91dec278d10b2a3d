import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListPagerProps {
  /** Page from 0 (spec §2). */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

export const ListPager = ({ page, totalPages, onPage }: ListPagerProps) => {
  const { t } = useTranslation('management');
  if (totalPages <= 1) return null;
  return (
    <Center>
      <Pagination
        total={totalPages}
        value={page + 1}
        onChange={(value) => onPage(value - 1)}
        size="sm"
        siblings={1}
        getControlProps={(control) => ({ 'aria-label': t(`list.${control}`) })}
      />
    </Center>
  );
};
