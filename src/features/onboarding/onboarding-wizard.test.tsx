import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { markFirstLoginDone } from '@/api/people';
import onboarding from '../../../locales/en/onboarding.json';
import { OnboardingWizard, type OnboardingWizardProps } from './onboarding-wizard';

vi.mock('@/api/people', () => ({ markFirstLoginDone: vi.fn() }));

const showWizard = async (props: Partial<OnboardingWizardProps>) => {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['onboarding'],
    defaultNS: 'onboarding',
    resources: { en: { onboarding } },
  });
  const handlers = { onGo: vi.fn(), onFinish: vi.fn() };
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <OnboardingWizard
          userId={7}
          page={1}
          isArtist={false}
          renderPage={(page) => <p>content of {page}</p>}
          {...handlers}
          {...props}
        />
      </MantineProvider>
    </I18nextProvider>,
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
