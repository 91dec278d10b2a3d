import { Button, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconRefresh, IconSearch } from './management-icons';

interface ListControlsProps {
  search: string;
  onSearch: (value: string) => void;
  years?: number[];
  year?: number | null;
  onYear?: (year: number) => void;
  onRefresh: () => void;
  searchLabel: string;
}

/** Search box, year filter (spec §9: years from the settings) and Refresh of a management list. */
export const ListControls = (props: ListControlsProps) => {
  const { search, onSearch, years, year, onYear, onRefresh, searchLabel } = props;
  const { t } = useTranslation('management');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={searchLabel}
        placeholder={t('list.searchPlaceholder')}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        style={{ flex: '1 1 14rem' }}
        type="search"
      />
      {years && onYear && (
        <Select
          label={t('list.year')}
          data={years.map(String)}
          value={year ? String(year) : null}
          onChange={(value) => value && onYear(Number(value))}
          allowDeselect={false}
          w={110}
        />
      )}
      <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onRefresh}>
        {t('list.refresh')}
      </Button>
    </Group>
  );
};
