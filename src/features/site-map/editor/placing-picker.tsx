import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VenueDto } from '@/api/contract/program';
import { FACILITY_KINDS } from '@/api/contract/site-map';
import type { FacilityKind, Placing } from './editor-points';

interface PlacingPickerProps {
  venues: readonly VenueDto[];
  value: Placing;
  onChange: (placing: Placing) => void;
}

const isFacility = (value: string): value is FacilityKind =>
  FACILITY_KINDS.some((kind) => kind === value);

/** Chooses what the next tap places: one of the venues, or a facility kind with its name. */
export const PlacingPicker = ({ venues, value, onChange }: PlacingPickerProps) => {
  const { t } = useTranslation('sitemap');
  const selected = value.kind === 'stage' ? `venue-${value.venueId}` : value.kind;
  const choose = (choice: string) => {
    if (isFacility(choice)) onChange({ kind: choice, name: '' });
    else onChange({ kind: 'stage', venueId: Number(choice.replace('venue-', '')) });
  };
  return (
    <Group align="flex-end" gap="sm" grow>
      <NativeSelect
        label={t('editor.place')}
        value={selected}
        onChange={(event) => choose(event.currentTarget.value)}
      >
        <optgroup label={t('stages')}>
          {venues.map((venue) => (
            <option key={venue.id} value={`venue-${venue.id}`}>
              {venue.latitude === null
                ? `${venue.name} (${t('editor.noCoordinates')})`
                : venue.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('facilities')}>
          {FACILITY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kind.${kind}`)}
            </option>
          ))}
        </optgroup>
      </NativeSelect>
      {value.kind !== 'stage' && (
        <TextInput
          label={t('editor.name')}
          placeholder={t('editor.namePlaceholder')}
          value={value.name}
          maxLength={60}
          onChange={(event) => onChange({ kind: value.kind, name: event.currentTarget.value })}
        />
      )}
    </Group>
  );
};
