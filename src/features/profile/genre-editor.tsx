import { MultiSelect } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENRES_MAX, type GenreDto } from '@/api/contract/reference';
import { getAllGenres, updateGenres } from '@/api/reference';

interface GenreEditorProps {
  selected: GenreDto[];
  onChanged: () => Promise<void>;
}

/** Onboarding page 6 (artists) and the profile: up to 10 genres (spec §5). */
export const GenreEditor = ({ selected, onChanged }: GenreEditorProps) => {
  const { t } = useTranslation('profile');
  const [all, setAll] = useState<GenreDto[]>([]);
  const [pending, setPending] = useState<string[] | null>(null);
  const value = pending ?? selected.map((genre) => String(genre.id));
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    getAllGenres().then(setAll, () => undefined);
  }, []);

  const change = async (next: string[]) => {
    setPending(next);
    setSaving(true);
    try {
      await updateGenres(next.map(Number));
      await onChanged();
    } catch {
      // The client already showed the server's message; the saved genres show again.
    } finally {
      setPending(null);
      setSaving(false);
    }
  };

  return (
    <MultiSelect
      label={t('genres.label')}
      description={t('genres.description', { max: GENRES_MAX })}
      data={all.map((genre) => ({ value: String(genre.id), label: genre.name }))}
      value={value}
      onChange={(next) => void change(next)}
      maxValues={GENRES_MAX}
      searchable
      disabled={saving}
      hidePickedOptions
    />
  );
};
