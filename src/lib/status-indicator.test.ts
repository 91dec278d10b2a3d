import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flashIndicator, indicatorState } from './status-indicator';

describe('status indicator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows for 2 s, fades for 1 s, then hides', () => {
    flashIndicator('error');
    expect(indicatorState).toEqual({ kind: 'error', phase: 'shown' });
    vi.advanceTimersByTime(1999);
    expect(indicatorState.phase).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(indicatorState.phase).toBe('fading');
    vi.advanceTimersByTime(1000);
    expect(indicatorState.phase).toBe('hidden');
  });

  it('restarts the timing when flashed again', () => {
    flashIndicator('error');
    vi.advanceTimersByTime(1500);
    flashIndicator('success');
    vi.advanceTimersByTime(1500);
    expect(indicatorState).toEqual({ kind: 'success', phase: 'shown' });
    vi.advanceTimersByTime(1500);
    expect(indicatorState.phase).toBe('hidden');
  });
});
