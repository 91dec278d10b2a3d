import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GateCamera } from './gate-camera';
import { GateCounts } from './gate-counts';
import { GateNameForm } from './gate-name-form';
import { ManualEntry } from './manual-entry';
import { RecentScans } from './recent-scans';
import { useGateDevice } from './use-gate-device';
import { VerdictPanel } from './verdict-panel';

/**
 * /gate: staff check tickets at the entrance, with or without signal. Camera and manual entry,
 * a large verdict with sound and vibration, this gate's and all gates' counts.
 */
export const GateScreen = () => {
  const { t, i18n } = useTranslation('gate');
  const gate = useGateDevice();
  const [renaming, setRenaming] = useState(false);
  const device = gate.device;
  const since = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });

  if (!device) return <Loader size="sm" aria-label={t('loading')} />;
  const named = device.gateName !== null && !renaming;
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1} fz={{ base: 30, sm: 40 }}>
            {t('title')}
          </Title>
          {named && (
            <Group gap="xs">
              <Badge size="lg" variant="light" data-testid="gate-name">
                {device.gateName}
              </Badge>
              <Button variant="subtle" size="xs" onClick={() => setRenaming(true)}>
                {t('name.change')}
              </Button>
            </Group>
          )}
        </Group>
        {!named && (
          <GateNameForm
            initial={device.gateName ?? ''}
            onSave={async (name) => {
              await gate.setGateName(name);
              setRenaming(false);
            }}
          />
        )}
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs">
            <Text fz="sm" role="status" data-testid="gate-list-state">
              {device.list
                ? t('list.state', {
                    year: device.list.year,
                    count: device.tickets,
                    time: device.listUpdatedAt ? since.format(device.listUpdatedAt) : '–',
                  })
                : t('list.none')}
            </Text>
            <Badge color={gate.online ? 'teal' : 'gray'} variant="light">
              {gate.online ? t('online') : t('offline')}
            </Badge>
          </Group>
          {gate.listFailed && gate.online && (
            <Text fz="xs" c="red">
              {t('list.failed')}
            </Text>
          )}
        </Paper>
        {!device.list && !gate.online && <Alert color="yellow">{t('list.needsNetwork')}</Alert>}
        {named && device.list && device.gateName && (
          <>
            <VerdictPanel shown={gate.shown} gateYear={device.list.year} />
            <GateCamera onCode={(text) => void gate.check(text)} />
            <ManualEntry onCheck={gate.check} />
            <GateCounts
              year={device.list.year}
              gateName={device.gateName}
              admittedHere={device.admitted}
              queued={device.queued}
            />
            <RecentScans scans={device.recent} />
            <Anchor component={Link} to="/gate/checkins">
              {t('toCheckins')}
            </Anchor>
          </>
        )}
      </Stack>
    </Container>
  );
};
