import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '@/lib/testing/render-with-texts';
import management from '../../../../locales/en/management.json';
import { VisibilitySwitch } from './visibility-switch';

const calls = vi.hoisted(() => ({
  setArtistVisibility: vi.fn<(id: number, state: boolean) => Promise<void>>(),
}));
vi.mock('@/api/management', () => calls);
vi.mock('@/lib/notify', () => ({ notifyError: vi.fn() }));

const renderSwitch = async () => {
  await renderWithTexts(<VisibilitySwitch artistId={7} name="Ellen" visible disabled={false} />, {
    management,
  });
  return screen.getByRole('switch', { name: 'Ellen visible on the website' });
};

afterEach(() => {
  cleanup();
  calls.setArtistVisibility.mockReset();
});

describe('website visibility switch (spec §4)', () => {
  it('flips at once and stays flipped when the call succeeds', async () => {
    let finish: () => void = () => undefined;
    calls.setArtistVisibility.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const toggle = await renderSwitch();
    fireEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(calls.setArtistVisibility).toHaveBeenCalledWith(7, false);
    finish();
    await waitFor(() => expect(calls.setArtistVisibility).toHaveBeenCalledTimes(1));
    expect(toggle).not.toBeChecked();
  });

  it('reverts when the call fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    calls.setArtistVisibility.mockReturnValue(new Promise<void>((_, reject) => (fail = reject)));
    const toggle = await renderSwitch();
    fireEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    fail(new Error('500'));
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
