import { useNavigate } from '@tanstack/react-router';
import { OnboardingWizard } from '@/features/onboarding/onboarding-wizard';
import { ProfileStep } from '@/features/profile/profile-step';
import { useSession } from '@/lib/use-session';

/** /welcome and /start: the onboarding wizard with the profile's editors as its pages. */
export const OnboardingRoute = ({ path, page }: { path: '/welcome' | '/start'; page: number }) => {
  const user = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <OnboardingWizard
      userId={user.id}
      page={page}
      isArtist={user.roles.includes('ROLE_ARTIST')}
      renderPage={(step, { formId, goNext }) => (
        <ProfileStep key={step} step={step} userId={user.id} formId={formId} onDone={goNext} />
      )}
      onGo={(next) => void navigate({ to: path, search: { page: next } })}
      onFinish={() => void navigate({ to: '/lobby' })}
    />
  );
};
