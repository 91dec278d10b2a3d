import { proxy } from 'valtio/vanilla';

/** Spec §4: the success or error indicator hides 2 s after showing, plus a 1 s fade. */
export const INDICATOR_VISIBLE_MS = 2000;
export const INDICATOR_FADE_MS = 1000;

export type IndicatorKind = 'success' | 'error';
export type IndicatorPhase = 'hidden' | 'shown' | 'fading';

export const indicatorState = proxy<{ kind: IndicatorKind; phase: IndicatorPhase }>({
  kind: 'success',
  phase: 'hidden',
});

let timers: ReturnType<typeof setTimeout>[] = [];

/** Shows the indicator; a new flash restarts the timing. */
export const flashIndicator = (kind: IndicatorKind): void => {
  timers.forEach(clearTimeout);
  indicatorState.kind = kind;
  indicatorState.phase = 'shown';
  timers = [
    setTimeout(() => {
      indicatorState.phase = 'fading';
    }, INDICATOR_VISIBLE_MS),
    setTimeout(() => {
      indicatorState.phase = 'hidden';
    }, INDICATOR_VISIBLE_MS + INDICATOR_FADE_MS),
  ];
};
