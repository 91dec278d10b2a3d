import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markFirstLoginDone } from '@/api/people';
import { renderWithTexts } from '@/lib/testing/render-with-texts';
import onboarding from '../../../locales/en/onboarding.json';
import { OnboardingWizard, type OnboardingWizardProps } from './onboarding-wizard';

vi.mock('@/api/people', () => ({ markFirstLoginDone: vi.fn() }));

const showWizard = async (props: Partial<OnboardingWizardProps>) => {
  const handlers = { onGo: vi.fn(), onFinish: vi.fn() };
  await renderWithTexts(
    <OnboardingWizard
      userId={7}
      page={1}
      isArtist={false}
      renderPage={(page) => <p>content of {page}</p>}
      {...handlers}
      {...props}
    />,
    { onboarding },
  );
  return handlers;
};

beforeEach(() => vi.mocked(markFirstLoginDone).mockResolvedValue());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('OnboardingWizard', () => {
  it('marks the first login as done when opened', async () => {
    await showWizard({});
    await waitFor(() => expect(markFirstLoginDone).toHaveBeenCalledWith(7));
  });

  it('starts with the tags, no Back, and Next or Skip for now to page 2', async () => {
    const { onGo } = await showWizard({ page: 1 });
    expect(screen.getByText('content of tags')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(onGo.mock.calls).toEqual([[2], [2]]);
  });

  it('ends non-artists on page 5 with Start Networking', async () => {
    const { onFinish, onGo } = await showWizard({ page: 5, isArtist: false });
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onGo).toHaveBeenCalledWith(4);
    // The socials page is a form: Start Networking submits it, and the form finishes.
    expect(screen.getByRole('button', { name: 'Start Networking' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('gives artists a sixth page with the genres', async () => {
    const { onFinish } = await showWizard({ page: 6, isArtist: true });
    expect(screen.getByText('content of genres')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start Networking' }));
    expect(onFinish).toHaveBeenCalled();
  });

  it('shows Wrong for an unknown page', async () => {
    await showWizard({ page: 6, isArtist: false });
    expect(screen.getByRole('heading', { name: 'Wrong' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
