import { Badge, Button, CloseButton, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconFilter, IconSearch } from './program-icons';

interface EventsToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  activeCount: number;
  onOpenFilter: () => void;
}

/** Search over titles, artists and venues, and the button that opens the filter dialog. */
export const EventsToolbar = (props: EventsToolbarProps) => {
  const { search, onSearch, activeCount, onOpenFilter } = props;
  const { t } = useTranslation('program');
  return (
    <Group gap="xs" wrap="nowrap" role="search">
      <TextInput
        flex={1}
        type="search"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={18} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        rightSection={
          search ? (
            <CloseButton size="sm" aria-label={t('search.clear')} onClick={() => onSearch('')} />
          ) : null
        }
        styles={{ input: { fontSize: 16 } }}
      />
      <Button
        variant={activeCount > 0 ? 'light' : 'default'}
        leftSection={<IconFilter size={18} />}
        rightSection={
          activeCount > 0 ? (
            <Badge size="sm" circle aria-hidden="true">
              {activeCount}
            </Badge>
          ) : null
        }
        onClick={onOpenFilter}
        aria-haspopup="dialog"
        aria-label={
          activeCount > 0 ? t('filter.openActive', { count: activeCount }) : t('filter.open')
        }
      >
        {t('filter.button')}
      </Button>
    </Group>
  );
};
