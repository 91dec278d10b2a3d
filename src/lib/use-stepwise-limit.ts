import { useEffect, useState } from 'react';
import { nextTask } from './next-task';

/**
 * How many items to render: `steps` in turn, the next one a task after each render once `active`,
 * then undefined (all). A first render of a screen with its items is then a few short tasks
 * instead of one long one (a phone does not answer a tap during a long task).
 */
export const useStepwiseLimit = (steps: readonly number[], active: boolean): number | undefined => {
  const [step, setStep] = useState(0);
  const limit = steps[step];
  useEffect(() => {
    if (!active || limit === undefined) return;
    let current = true;
    void nextTask().then(() => {
      if (current) setStep((previous) => previous + 1);
    });
    return () => {
      current = false;
    };
  }, [active, limit]);
  return limit;
};

const ONE_TASK_LATER = [0];
const AT_ONCE: readonly number[] = [];

/**
 * False in the first render and true from a task later, for a part of a screen that paints after
 * the rest (the screen's first render is then two shorter tasks); true at once unless `defer`.
 */
export const useAfterFirstTask = (defer = true): boolean =>
  useStepwiseLimit(defer ? ONE_TASK_LATER : AT_ONCE, true) === undefined;
