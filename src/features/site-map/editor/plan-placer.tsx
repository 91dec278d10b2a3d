import { Text } from '@mantine/core';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../site-map.module.css';

interface PlanPlacerProps {
  /** Width / height of the plan, for its box. */
  aspectRatio: string;
  /** What Enter or a tap places; empty when nothing can be placed yet (a facility without name). */
  placingName: string;
  onPlace: (x: number, y: number) => void;
  children: ReactNode;
}

const STEP = 0.01;
const BIG_STEP = 0.05;
const clamp = (value: number) => Math.min(1, Math.max(0, value));
const percent = (value: number) => Math.round(value * 100);

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The plan as a place to put points: a tap places at the finger; by keyboard, the arrow keys move
 * a cross (Shift: five times as far) and Enter or Space places at it, its position read out.
 */
export const PlanPlacer = ({ aspectRatio, placingName, onPlace, children }: PlanPlacerProps) => {
  const { t } = useTranslation('sitemap');
  const [cross, setCross] = useState({ x: 0.5, y: 0.5 });
  const [focused, setFocused] = useState(false);
  const positionId = useId();
  const crossRef = useRef<HTMLSpanElement>(null);
  // A long plan on a phone: the cross stays on screen while the arrow keys move it.
  useEffect(() => {
    if (focused) crossRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [cross, focused]);

  const tap = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const at = {
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    };
    setCross(at);
    if (placingName) onPlace(at.x, at.y);
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (move) {
      event.preventDefault();
      const step = event.shiftKey ? BIG_STEP : STEP;
      setCross((at) => ({ x: clamp(at.x + move[0] * step), y: clamp(at.y + move[1] * step) }));
    } else if ((event.key === 'Enter' || event.key === ' ') && placingName) {
      event.preventDefault();
      onPlace(cross.x, cross.y);
    }
  };

  return (
    <>
      {/* role="application": the arrow keys must reach the plan, not a screen reader's reading
          cursor. jsx-a11y counts that role as non-interactive; ARIA makes it take keystrokes. */}
      {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
      <div
        className={classes.plan}
        style={{ aspectRatio, cursor: 'crosshair' }}
        role="application"
        aria-label={t('editor.planKeys', { name: placingName || t('editor.nameFirst') })}
        aria-describedby={positionId}
        tabIndex={0}
        onClick={tap}
        onKeyDown={key}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        data-testid="plan-editor"
        /* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */
      >
        {children}
        {focused && (
          <span
            ref={crossRef}
            className={classes.cross}
            style={{ left: `${cross.x * 100}%`, top: `${cross.y * 100}%` }}
            aria-hidden="true"
          />
        )}
      </div>
      <Text id={positionId} size="xs" c="dimmed" aria-live="polite">
        {t('editor.crossAt', { x: percent(cross.x), y: percent(cross.y) })}
      </Text>
    </>
  );
};
