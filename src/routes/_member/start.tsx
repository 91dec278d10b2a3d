import { createFileRoute } from '@tanstack/react-router';
import { parsePage } from '@/features/onboarding/wizard-pages';
import { OnboardingRoute } from './-onboarding';
import { onboardingSearch } from './-onboarding-search';

const StartRoute = () => <OnboardingRoute path="/start" page={parsePage(Route.useSearch().page)} />;

export const Route = createFileRoute('/_member/start')({
  validateSearch: onboardingSearch,
  component: StartRoute,
});
