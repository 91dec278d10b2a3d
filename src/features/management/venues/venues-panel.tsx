import {
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminVenue } from '@/api/contract/management';
import { deleteVenue, getAdminVenues } from '@/api/management';
import { toExternalUrl } from '@/api/contract/web-link';
import { IconPlus } from '@/lib/icons';
import { syncProgram } from '@/offline/sync/sync-program';
import { ConfirmDialog } from '../confirm-dialog';
import { IconRefresh } from '../management-icons';
import { MANAGEMENT_KEY, useManagementChanged } from '../management-queries';
import { VenueDialog } from './venue-dialog';

const VenueCard = ({
  venue,
  onEdit,
  onDelete,
}: {
  venue: AdminVenue;
  onEdit: () => void;
  onDelete: () => void;
}) => {
  const { t } = useTranslation('management');
  const website = toExternalUrl(venue.website);
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Card.Section>
        {venue.image ? (
          <Image src={venue.image} alt="" h={120} fit="cover" loading="lazy" />
        ) : (
          <Center h={120} bg="var(--mantine-color-default-hover)">
            {t('venues.noImage')}
          </Center>
        )}
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Title order={3} fz="md">
          {venue.name}
        </Title>
        {website ? (
          <Anchor href={website} target="_blank" rel="noopener noreferrer" size="sm" truncate>
            {new URL(website).host}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('venues.noWebsite')}
          </Text>
        )}
        {venue.canEdit ? (
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="light" onClick={onEdit}>
              {t('venues.update')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
              {t('actions.delete')}
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed" mt={4}>
            {t('venues.onlyCreator')}
          </Text>
        )}
      </Stack>
    </Card>
  );
};

/** Spec §2 venue admin: cards with name, image and website; Update and Delete for its creator. */
export const VenuesPanel = () => {
  const { t } = useTranslation('management');
  const venues = useQuery({ queryKey: [...MANAGEMENT_KEY, 'venues'], queryFn: getAdminVenues });
  const invalidate = useManagementChanged();
  const [editing, setEditing] = useState<AdminVenue | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminVenue | null>(null);
  const changed = () => {
    invalidate();
    void syncProgram();
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void venues.refetch()}
        >
          {t('list.refresh')}
        </Button>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('venues.add')}
        </Button>
      </Group>
      {venues.isPending && <Loader mx="auto" />}
      {venues.data?.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="sm"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('tabs.venues')}
      >
        {venues.data?.map((venue) => (
          <VenueCard
            key={venue.id}
            venue={venue}
            onEdit={() => setEditing(venue)}
            onDelete={() => setDeleting(venue)}
          />
        ))}
      </SimpleGrid>
      {editing && (
        <VenueDialog
          venue={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('venues.deleteTitle')}
        text={
          deleting?.eventCount
            ? `${t('venues.deleteConfirm', { name: deleting.name })} ${t('venues.deleteEvents', { count: deleting.eventCount })}`
            : t('venues.deleteConfirm', { name: deleting?.name ?? '' })
        }
        confirmLabel={t('actions.delete')}
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? deleteVenue(deleting.id).then(changed) : Promise.resolve())}
      />
    </Stack>
  );
};
