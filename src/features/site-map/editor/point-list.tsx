import { Checkbox, CloseButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VenueDto } from '@/api/contract/program';
import type { EditorPoint } from './editor-points';

interface PointListProps {
  points: readonly EditorPoint[];
  venues: ReadonlyMap<number, VenueDto>;
  onChange: (points: EditorPoint[]) => void;
}

/** The placed points: remove one, or mark a stage with coordinates as a reference point. */
export const PointList = ({ points, venues, onChange }: PointListProps) => {
  const { t } = useTranslation('sitemap');
  if (points.length === 0) return <Text c="dimmed">{t('editor.noPoints')}</Text>;
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {points.map((point) => {
        const venue = point.venueId === null ? undefined : venues.get(point.venueId);
        const name = venue ? venue.name : `${t(`kind.${point.kind}`)}: ${point.name ?? ''}`;
        const geo = venue && venue.latitude !== null && venue.longitude !== null;
        return (
          <Group key={point.key} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={venue ? 700 : 400} truncate="end">
              {name}
            </Text>
            <Group gap="xs" wrap="nowrap">
              {geo && (
                <Checkbox
                  size="xs"
                  label={t('editor.reference')}
                  checked={point.reference}
                  onChange={(event) => {
                    const reference = event.currentTarget.checked;
                    onChange(points.map((p) => (p.key === point.key ? { ...p, reference } : p)));
                  }}
                />
              )}
              <CloseButton
                size="sm"
                aria-label={t('editor.remove', { name })}
                onClick={() => onChange(points.filter((p) => p.key !== point.key))}
              />
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
};
