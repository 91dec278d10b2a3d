import { Chip, Fieldset, Group } from '@mantine/core';
import { memo } from 'react';

export interface FilterChoice {
  value: string;
  label: string;
}

interface FilterSectionProps {
  legend: string;
  choices: readonly FilterChoice[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/**
 * One group of the filter dialog: a titled set of toggle chips (any of them may match). Memoised:
 * a tap in one section leaves the others (up to hundreds of chips) as they are.
 */
export const FilterSection = memo(function FilterSection({
  legend,
  choices,
  selected,
  onChange,
}: FilterSectionProps) {
  if (choices.length === 0) return null;
  return (
    <Fieldset
      legend={legend}
      variant="unstyled"
      styles={{ legend: { fontWeight: 700, marginBottom: 'var(--mantine-spacing-xs)' } }}
    >
      <Chip.Group multiple value={[...selected]} onChange={onChange}>
        <Group gap={6}>
          {choices.map((choice) => (
            <Chip key={choice.value} value={choice.value} size="sm" radius="xl">
              {choice.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Fieldset>
  );
});
