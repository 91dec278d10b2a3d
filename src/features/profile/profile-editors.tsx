import { Accordion } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@/api/contract/people';
import { GenreEditor } from './genre-editor';
import { NamesForm } from './names-form';
import { PersonalInfoForm } from './personal-info-form';
import { ProfilePhotoEditor } from './photo/profile-photo-editor';
import { ProfessionEditor } from './profession-editor';
import { SocialsForm } from './socials-form';
import { TagEditor } from './tag-editor';

interface ProfileEditorsProps {
  user: UserProfile;
  onSaved: (user: UserProfile) => Promise<void>;
  onChanged: () => Promise<void>;
}

/** Every editable part of the own profile, one accordion item each. */
export const ProfileEditors = ({ user, onSaved, onChanged }: ProfileEditorsProps) => {
  const { t } = useTranslation('profile');
  const isArtist = user.roles.includes('ROLE_ARTIST');
  return (
    <Accordion variant="separated" defaultValue="names">
      <Accordion.Item value="names">
        <Accordion.Control>{t('edit.names')}</Accordion.Control>
        <Accordion.Panel>
          <NamesForm user={user} onSaved={onSaved} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="photo">
        <Accordion.Control>{t('edit.photo')}</Accordion.Control>
        <Accordion.Panel>
          <ProfilePhotoEditor user={user} onChanged={onChanged} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="about">
        <Accordion.Control>{t('edit.about')}</Accordion.Control>
        <Accordion.Panel>
          <PersonalInfoForm user={user} onSaved={onSaved} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="tags">
        <Accordion.Control>{t('edit.tags')}</Accordion.Control>
        <Accordion.Panel>
          <TagEditor user={user} onSaved={onSaved} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="professions">
        <Accordion.Control>{t('edit.professions')}</Accordion.Control>
        <Accordion.Panel>
          <ProfessionEditor professions={user.professions} onChanged={onChanged} />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="socials">
        <Accordion.Control>{t('edit.socials')}</Accordion.Control>
        <Accordion.Panel>
          <SocialsForm user={user} onSaved={onSaved} />
        </Accordion.Panel>
      </Accordion.Item>
      {isArtist && (
        <Accordion.Item value="genres">
          <Accordion.Control>{t('edit.genres')}</Accordion.Control>
          <Accordion.Panel>
            <GenreEditor selected={user.genre} onChanged={onChanged} />
          </Accordion.Panel>
        </Accordion.Item>
      )}
    </Accordion>
  );
};
