import { Chip, Group, ScrollArea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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
  const viewport = useRef<HTMLDivElement>(null);
  // /lobby/{tagId} opens with that tag chosen: centre its chip, it may be far along the row.
  useEffect(() => {
    const row = viewport.current;
    const chip = row?.querySelector('input:checked')?.parentElement;
    if (!row || !chip) return;
    const shown = row.getBoundingClientRect();
    const at = chip.getBoundingClientRect();
    row.scrollLeft += at.left - shown.left - (shown.width - at.width) / 2;
  }, [selected, tags.length]);
  if (tags.length === 0) return null;
  return (
    <ScrollArea type="never" offsetScrollbars={false} viewportRef={viewport}>
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
