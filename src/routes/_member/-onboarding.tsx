import { useNavigate } from '@tanstack/react-router';
import { OnboardingWizard } from '@/features/onboarding/onboarding-wizard';
import { pageAt, pageCount } from '@/features/onboarding/wizard-pages';
import { ProfileStep } from '@/features/profile/profile-step';
import { useSession } from '@/lib/use-session';

/** /welcome and /start: the onboarding wizard with the profile's editors as its pages. */
export const OnboardingRoute = ({ path, page }: { path: '/welcome' | '/start'; page: number }) => {
  const user = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  const isArtist = user.roles.includes('ROLE_ARTIST');
  // The page before the lobby also asks whether the member wants to be seen there.
  const lastStep = pageAt(pageCount(isArtist), isArtist);
  return (
    <OnboardingWizard
      userId={user.id}
      page={page}
      isArtist={isArtist}
      renderPage={(step, { formId, goNext }) => (
        <ProfileStep
          key={step}
          step={step}
          userId={user.id}
          formId={formId}
          onDone={goNext}
          withPrivacy={step === lastStep}
        />
      )}
      onGo={(next) => void navigate({ to: path, search: { page: next } })}
      onFinish={() => void navigate({ to: '/lobby' })}
    />
  );
};
