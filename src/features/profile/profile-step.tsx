import { Center, Divider, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GenreEditor } from './genre-editor';
import { PersonalInfoForm } from './personal-info-form';
import { ProfilePhotoEditor } from './photo/profile-photo-editor';
import { PrivacyChoices } from './privacy/privacy-choices';
import { ProfessionEditor } from './profession-editor';
import { SocialsForm } from './socials-form';
import { TagEditor } from './tag-editor';
import { useOwnProfile } from './use-own-profile';

/** The onboarding pages this feature fills (spec §2: tags, personal, work, photo, socials, genres). */
export type ProfileStepName = 'tags' | 'personal' | 'work' | 'photo' | 'socials' | 'genres';

interface ProfileStepProps {
  step: ProfileStepName;
  userId: number;
  /** The wizard's form id: its Next button submits the personal and socials forms. */
  formId: string;
  /** Called when a form page saved; the wizard moves on. */
  onDone: () => void;
  /** Also the lobby and public-profile choices (the last page, before the lobby). */
  withPrivacy?: boolean;
}

const StepEditor = ({ step, userId, formId, onDone }: Omit<ProfileStepProps, 'withPrivacy'>) => {
  const { t } = useTranslation('profile');
  const { details, offline, refresh, storeUser } = useOwnProfile(userId);
  if (!details) {
    return offline ? (
      <Text c="dimmed">{t('view.notLoaded')}</Text>
    ) : (
      <Center py="lg">
        <Loader aria-label={t('view.loading')} />
      </Center>
    );
  }
  const user = details;
  switch (step) {
    case 'tags':
      return <TagEditor user={user} onSaved={storeUser} />;
    case 'personal':
      return <PersonalInfoForm user={user} onSaved={storeUser} formId={formId} onDone={onDone} />;
    case 'work':
      return <ProfessionEditor professions={user.professions} onChanged={refresh} />;
    case 'photo':
      return <ProfilePhotoEditor user={user} onChanged={refresh} />;
    case 'socials':
      return <SocialsForm user={user} onSaved={storeUser} formId={formId} onDone={onDone} />;
    case 'genres':
      return <GenreEditor selected={user.genre} onChanged={refresh} />;
  }
};

/** One onboarding page's editor, on the own profile (cached in Dexie). */
export const ProfileStep = ({ withPrivacy = false, ...props }: ProfileStepProps) =>
  withPrivacy ? (
    <Stack gap="lg">
      <StepEditor {...props} />
      <Divider />
      <PrivacyChoices userId={props.userId} />
    </Stack>
  ) : (
    <StepEditor {...props} />
  );
