import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstTask, useStepwiseLimit } from './use-stepwise-limit';

const STEPS = [0, 2, 4];

describe('useStepwiseLimit', () => {
  it('goes through the steps a task apart, then sets no limit', async () => {
    const seen: (number | undefined)[] = [];
    renderHook(() => {
      const limit = useStepwiseLimit(STEPS, true);
      seen.push(limit);
      return limit;
    });
    await waitFor(() => expect(seen.at(-1)).toBeUndefined());
    expect([...new Set(seen)]).toEqual([0, 2, 4, undefined]);
  });

  it('holds the first step until active', async () => {
    const { result, rerender } = renderHook(({ active }) => useStepwiseLimit(STEPS, active), {
      initialProps: { active: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(result.current).toBe(0);
    rerender({ active: true });
    await waitFor(() => expect(result.current).toBeUndefined());
  });
});

describe('useAfterFirstTask', () => {
  it('is false in the first render and true from a later task on', async () => {
    const seen: boolean[] = [];
    const { result } = renderHook(() => {
      const shown = useAfterFirstTask();
      seen.push(shown);
      return shown;
    });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect([...new Set(seen)]).toEqual([false, true]);
  });

  it('is true at once when not deferred', () => {
    const { result } = renderHook(() => useAfterFirstTask(false));
    expect(result.current).toBe(true);
  });
});
