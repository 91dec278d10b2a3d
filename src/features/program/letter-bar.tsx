import { Box, Button, Group } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './letter-bar.module.css';

interface LetterBarProps<L extends string> {
  letters: readonly L[];
  value: L | null;
  onChange: (letter: L | null) => void;
}

/** Spec §2: the A to Z filter by starting letter; tapping the chosen letter again clears it. */
const LetterBarButtons = <L extends string>({ letters, value, onChange }: LetterBarProps<L>) => {
  const { t } = useTranslation('program');
  return (
    <Box className={classes.scroller}>
      <Group gap={2} wrap="nowrap" role="group" aria-label={t('letters.label')} pb={4}>
        <Button
          size="compact-sm"
          style={{ flexShrink: 0 }}
          variant={value === null ? 'filled' : 'subtle'}
          aria-pressed={value === null}
          onClick={() => onChange(null)}
        >
          {t('letters.all')}
        </Button>
        {letters.map((letter) => (
          <Button
            key={letter}
            size="compact-sm"
            miw={30}
            px={6}
            style={{ flexShrink: 0 }}
            variant={letter === value ? 'filled' : 'subtle'}
            aria-pressed={letter === value}
            aria-label={letter === '#' ? t('letters.other') : undefined}
            onClick={() => onChange(letter === value ? null : letter)}
          >
            {letter}
          </Button>
        ))}
      </Group>
    </Box>
  );
};

/** Memoised (28 buttons): it re-renders when its letter changes, not on every list update. */
export const LetterBar = memo(LetterBarButtons) as typeof LetterBarButtons;
