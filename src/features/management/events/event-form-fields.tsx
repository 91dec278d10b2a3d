import {
  Checkbox,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_GENRES, type ManagementOptions } from '@/api/contract/management';
import type { VenueRef } from '@/api/contract/program';
import { AdminPhotoInput } from '../photo/admin-photo-input';
import type { EventFormErrors, EventFormValues } from './event-form-rules';

interface EventFormFieldsProps {
  values: EventFormValues;
  errors: EventFormErrors;
  options: ManagementOptions;
  venues: VenueRef[];
  onChange: (patch: Partial<EventFormValues>) => void;
}

/** Every §3 event field; topics and type only for conferences (spec §4 Event type). */
export const EventFormFields = ({
  values,
  errors,
  options,
  venues,
  onChange,
}: EventFormFieldsProps) => {
  const { t } = useTranslation('management');
  const error = (field: keyof EventFormValues) => (errors[field] ? t(errors[field]) : undefined);
  const text = (field: 'title' | 'ticketLink' | 'instagramLink' | 'facebookLink') => ({
    label: t(`form.${field}`),
    value: values[field],
    error: error(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ [field]: event.currentTarget.value }),
  });
  return (
    <Stack gap="sm">
      <TextInput {...text('title')} required />
      <Textarea
        label={t('form.description')}
        value={values.description}
        autosize
        minRows={3}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
      />
      <TextInput
        type="datetime-local"
        label={t('form.dateTime')}
        description={t('form.berlinTime')}
        value={values.dateTime}
        error={error('dateTime')}
        required
        onChange={(event) => onChange({ dateTime: event.currentTarget.value })}
      />
      <TextInput
        type="datetime-local"
        label={t('form.end')}
        value={values.end}
        error={error('end')}
        onChange={(event) => onChange({ end: event.currentTarget.value })}
      />
      <Select
        label={t('form.venue')}
        data={venues.map((venue) => ({ value: String(venue.id), label: venue.name }))}
        value={values.venueId}
        onChange={(venueId) => onChange({ venueId })}
        searchable
        clearable
      />
      <MultiSelect
        label={t('form.genres')}
        description={t('form.genresMax', { max: MAX_GENRES })}
        data={options.genres.map((genre) => ({ value: String(genre.id), label: genre.name }))}
        value={values.genres}
        maxValues={MAX_GENRES}
        error={error('genres')}
        searchable
        onChange={(genres) => onChange({ genres })}
      />
      <Switch
        label={t('form.conference')}
        checked={values.conference}
        onChange={(event) => onChange({ conference: event.currentTarget.checked })}
      />
      {values.conference && (
        <>
          <Select
            label={t('form.conferenceType')}
            data={options.conferenceTypes}
            value={values.conferenceType}
            clearable
            onChange={(conferenceType) => onChange({ conferenceType })}
          />
          <MultiSelect
            label={t('form.conferenceTopics')}
            data={options.conferenceTopics}
            value={values.conferenceTopics}
            searchable
            onChange={(conferenceTopics) => onChange({ conferenceTopics })}
          />
        </>
      )}
      <TextInput {...text('ticketLink')} inputMode="url" />
      <TextInput {...text('instagramLink')} inputMode="url" />
      <TextInput {...text('facebookLink')} inputMode="url" />
      <AdminPhotoInput
        label={t('form.thumbnail')}
        value={values.thumbnail}
        onChange={(thumbnail) => onChange({ thumbnail })}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('form.state')}
        </Text>
        <SegmentedControl
          value={values.state}
          onChange={(state) => onChange({ state: state })}
          data={[
            { value: 'PUBLISHED', label: t('events.state.PUBLISHED') },
            { value: 'DRAFT', label: t('events.state.DRAFT') },
          ]}
        />
      </Stack>
      <Checkbox
        label={t('form.rotation')}
        checked={values.activeInCurrentEventRotation}
        onChange={(event) =>
          onChange({ activeInCurrentEventRotation: event.currentTarget.checked })
        }
      />
    </Stack>
  );
};
