import { TagsInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@/api/contract/people';
import { TAGS_MAX, isBlockedTagWord, type TagDto } from '@/api/contract/reference';
import { updateProfile } from '@/api/people';
import { getAllTags } from '@/api/reference';
import { toTagChoices } from './rules/tag-rules';

interface TagEditorProps {
  user: UserProfile;
  onSaved: (user: UserProfile) => Promise<void>;
  /** Spec §5: 3 in onboarding and the own profile. */
  max?: number;
}

/** Choose up to `max` tags from the list or type a new one; blocked words are refused (spec §5). */
export const TagEditor = ({ user, onSaved, max = TAGS_MAX }: TagEditorProps) => {
  const { t } = useTranslation('profile');
  const [known, setKnown] = useState<TagDto[]>([]);
  // The names being saved; the profile's own tags otherwise.
  const [pending, setPending] = useState<string[] | null>(null);
  const names = pending ?? user.tags.map((tag) => tag.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    getAllTags().then(setKnown, () => undefined);
  }, []);

  const change = async (next: string[]) => {
    const added = next.filter((name) => !names.includes(name));
    if (added.some((name) => isBlockedTagWord(name))) {
      setError(t('tags.blocked'));
      return;
    }
    if (next.length > max) {
      setError(t('tags.max', { max }));
      return;
    }
    setError(null);
    setPending(next);
    setSaving(true);
    try {
      await onSaved(await updateProfile({ tags: toTagChoices(next, [...known, ...user.tags]) }));
    } catch {
      // The client already showed the server's message; the saved tags show again.
    } finally {
      setPending(null);
      setSaving(false);
    }
  };

  return (
    <TagsInput
      label={t('tags.label')}
      description={t('tags.description', { max })}
      placeholder={names.length < max ? t('tags.placeholder') : undefined}
      data={[...new Set(known.map((tag) => tag.name))]}
      value={names}
      onChange={(next) => void change(next)}
      maxTags={max}
      // Mantine also calls this on every blur with the empty search text: only a typed fourth tag
      // is one too many.
      onMaxTags={(typed) => {
        if (typed.trim() !== '') setError(t('tags.max', { max }));
      }}
      error={error}
      // The message above the field: the open dropdown below it would cover it.
      inputWrapperOrder={['label', 'description', 'error', 'input']}
      disabled={saving}
      clearable={false}
      splitChars={[',']}
    />
  );
};
