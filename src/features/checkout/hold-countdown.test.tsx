import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRouted } from '@/lib/testing/render-with-texts';
import checkout from '../../../locales/en/checkout.json';
import { HoldCountdown } from './hold-countdown';
import { formatClock, useHoldRemaining } from './use-hold-remaining';

const Probe = ({ until }: { until: string | undefined }) => {
  const remaining = useHoldRemaining(until);
  return remaining === null ? <p>no hold</p> : <HoldCountdown remainingMs={remaining} />;
};

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('the hold countdown on the pay step', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes mm:ss rounded up to the second', () => {
    expect(formatClock(20 * 60_000)).toBe('20:00');
    expect(formatClock(61_000)).toBe('01:01');
    expect(formatClock(59_001)).toBe('01:00');
    expect(formatClock(1)).toBe('00:01');
    expect(formatClock(0)).toBe('00:00');
  });

  it('ticks every second, tells screen readers only the minutes, and ends with the way back', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-07-01T12:00:00Z'));
    await renderRouted(() => <Probe until="2026-07-01T12:01:30.000Z" />, { checkout });

    const visible = screen.getByText('Your tickets are held for 01:30');
    expect(visible.getAttribute('aria-hidden')).toBe('true');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Your tickets are held for 2 more minutes.');

    tick(1000);
    expect(screen.getByText('Your tickets are held for 01:29')).toBeTruthy();
    expect(status.textContent).toBe('Your tickets are held for 2 more minutes.');

    tick(30_000);
    expect(screen.getByText('Your tickets are held for 00:59')).toBeTruthy();
    expect(status.textContent).toBe('Your tickets are held for 1 more minute.');

    tick(58_000);
    expect(screen.getByText('Your tickets are held for 00:01')).toBeTruthy();
    expect(screen.queryByTestId('hold-expired')).toBeNull();
    tick(1000);
    expect(screen.getByRole('alert').textContent).toContain('The hold has expired');
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe(
      '/shop',
    );
  });

  it('shows nothing to count without a valid time', async () => {
    await renderRouted(() => <Probe until="soon" />, { checkout });
    expect(screen.getByText('no hold')).toBeTruthy();
  });
});
