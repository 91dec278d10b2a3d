import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './letter-bar.module.css';

interface LetterBarProps<L extends string> {
  letters: readonly L[];
  value: L | null;
  onChange: (letter: L | null) => void;
}

// Mantine's global classes: its focus ring and the press nudge of its buttons.
const BUTTON = `mantine-focus-auto mantine-active ${classes.letter}`;

/** Spec §2: the A to Z filter by starting letter; tapping the chosen letter again clears it. */
const LetterBarButtons = <L extends string>({ letters, value, onChange }: LetterBarProps<L>) => {
  const { t } = useTranslation('program');
  return (
    <div className={classes.scroller}>
      <div className={classes.group} role="group" aria-label={t('letters.label')}>
        <button
          type="button"
          className={`${BUTTON} ${classes.all}`}
          aria-pressed={value === null}
          onClick={() => onChange(null)}
        >
          {t('letters.all')}
        </button>
        {letters.map((letter) => (
          <button
            type="button"
            key={letter}
            className={BUTTON}
            aria-pressed={letter === value}
            aria-label={letter === '#' ? t('letters.other') : undefined}
            onClick={() => onChange(letter === value ? null : letter)}
          >
            {letter}
          </button>
        ))}
      </div>
    </div>
  );
};

/** Memoised (28 buttons): it re-renders when its letter changes, not on every list update. */
export const LetterBar = memo(LetterBarButtons) as typeof LetterBarButtons;
