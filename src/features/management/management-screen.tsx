import {
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { GATE_ROLES, ORDER_DESK_ROLES } from '@/api/contract/roles';
import { useTranslation } from 'react-i18next';
import { clearCache, getManagementSummary } from '@/api/management';
import { notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/use-session';
import { userHasRole } from '@/api/session';
import { syncProgram } from '@/offline/sync/sync-program';
import { ArtistsPanel } from './artists/artists-panel';
import { EventsPanel } from './events/events-panel';
import type { ManagementTab } from './management-search';
import { MANAGEMENT_KEY } from './management-queries';
import { UsersPanel } from './users/users-panel';
import { VenuesPanel } from './venues/venues-panel';

const Count = ({ label, value }: { label: string; value: number | undefined }) => (
  <Paper withBorder radius="md" p="sm">
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text fz={28} fw={700} data-testid={`count-${label}`}>
      {value ?? '–'}
    </Text>
  </Paper>
);

interface ManagementScreenProps {
  tab: ManagementTab | undefined;
  onTab: (tab: ManagementTab) => void;
}

/** Spec §2 Management dashboard: counts, clear cache, tabs (Users for admins only). */
export const ManagementScreen = ({ tab, onTab }: ManagementScreenProps) => {
  const { t } = useTranslation('management');
  const user = useSession();
  const isAdmin = userHasRole(user, ['ROLE_ADMIN']);
  const mayCheckTickets = userHasRole(user, [...GATE_ROLES, 'ROLE_ADMIN']);
  const mayUseOrderDesk = userHasRole(user, ORDER_DESK_ROLES);
  const summary = useQuery({
    queryKey: [...MANAGEMENT_KEY, 'summary'],
    queryFn: getManagementSummary,
  });
  const [clearing, setClearing] = useState(false);
  const active = tab === 'users' && !isAdmin ? 'artists' : (tab ?? 'artists');

  const clear = () => {
    setClearing(true);
    clearCache()
      .then(() => {
        notifySuccess(t('dashboard.cacheCleared'));
        void summary.refetch();
        void syncProgram();
      })
      .catch(() => undefined)
      .finally(() => setClearing(false));
  };

  return (
    <Container size="md" px="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1} fz="h2">
            {t('dashboard.title')}
          </Title>
          <Group gap="xs">
            <Button component={Link} to="/management/announce" variant="light">
              {t('dashboard.announce')}
            </Button>
            {isAdmin && (
              <Button component={Link} to="/management/audit" variant="light">
                {t('dashboard.audit')}
              </Button>
            )}
            {isAdmin && (
              <Button component={Link} to="/management/site-map" variant="light">
                {t('dashboard.siteMap')}
              </Button>
            )}
            {mayUseOrderDesk && (
              <Button component={Link} to="/management/orders" variant="light">
                {t('dashboard.orders')}
              </Button>
            )}
            <Button component={Link} to="/management/reports" variant="light">
              {t('dashboard.reports')}
            </Button>
            <Button component={Link} to="/management/schedule-import" variant="light">
              {t('dashboard.scheduleImport')}
            </Button>
            {mayCheckTickets && (
              <Button component={Link} to="/gate" variant="light">
                {t('dashboard.gate')}
              </Button>
            )}
            <Button variant="light" color="orange" onClick={clear} loading={clearing}>
              {t('dashboard.clearCache')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <Count label={t('dashboard.allArtists')} value={summary.data?.countArtists} />
          <Count label={t('dashboard.allEvents')} value={summary.data?.countEvents} />
        </SimpleGrid>
        <Tabs
          value={active}
          onChange={(value) => value && onTab(value as ManagementTab)}
          keepMounted={false}
        >
          <Tabs.List grow>
            <Tabs.Tab value="artists">{t('tabs.artists')}</Tabs.Tab>
            <Tabs.Tab value="events">{t('tabs.events')}</Tabs.Tab>
            <Tabs.Tab value="venues">{t('tabs.venues')}</Tabs.Tab>
            {isAdmin && <Tabs.Tab value="users">{t('tabs.users')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="artists" pt="md">
            <ArtistsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="events" pt="md">
            <EventsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="venues" pt="md">
            <VenuesPanel />
          </Tabs.Panel>
          {isAdmin && (
            <Tabs.Panel value="users" pt="md">
              <UsersPanel />
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
    </Container>
  );
};
