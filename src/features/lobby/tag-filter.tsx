import { Chip, Group, ScrollArea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAllTags } from '@/api/reference';

interface TagFilterProps {
  selected: number | null;
  onChange: (tagId: number | null) => void;
}

/** Spec §2: tag chips filter the lobby; choosing the chosen chip again clears the filter. */
export const TagFilter = ({ selected, onChange }: TagFilterProps) => {
  const { t } = useTranslation('lobby');
  const { data: tags = [] } = useQuery({ queryKey: ['lobby', 'tags'], queryFn: getAllTags });
  if (tags.length === 0) return null;
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <Group gap={6} wrap="nowrap" role="group" aria-label={t('tagsLabel')}>
        {tags.map((tag) => (
          <Chip
            key={tag.id}
            size="sm"
            checked={tag.id === selected}
            onChange={() => onChange(tag.id === selected ? null : tag.id)}
          >
            {tag.name}
          </Chip>
        ))}
      </Group>
    </ScrollArea>
  );
};
