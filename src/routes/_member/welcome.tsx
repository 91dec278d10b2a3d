import { createFileRoute } from '@tanstack/react-router';
import { parsePage } from '@/features/onboarding/wizard-pages';
import { OnboardingRoute } from './-onboarding';
import { onboardingSearch } from './-onboarding-search';

const WelcomeRoute = () => (
  <OnboardingRoute path="/welcome" page={parsePage(Route.useSearch().page)} />
);

export const Route = createFileRoute('/_member/welcome')({
  validateSearch: onboardingSearch,
  component: WelcomeRoute,
});
