import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMITTING_VERDICTS } from '@/api/contract/gate';
import { IconCheck, IconCross } from '@/lib/icons';
import type { GateDecision } from '@/offline/gate/gate-verdict';

const COLOR: Record<GateDecision['verdict'], string> = {
  admitted: 'var(--mantine-color-teal-8)',
  reentry: 'var(--mantine-color-teal-8)',
  used: 'var(--mantine-color-orange-9)',
  revoked: 'var(--mantine-color-red-9)',
  forged: 'var(--mantine-color-red-9)',
  'wrong-edition': 'var(--mantine-color-red-9)',
};

/** The verdict of the last scan, big enough to read at arm's length, announced to screen readers. */
export const VerdictPanel = ({
  shown,
  gateYear,
}: {
  shown: { decision: GateDecision; scanId: string } | null;
  gateYear: number;
}) => {
  const { t, i18n } = useTranslation('gate');
  const time = new Intl.DateTimeFormat(i18n.language, {
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  });
  if (!shown) {
    return (
      <Paper withBorder radius="lg" p="lg" ta="center" aria-live="polite">
        <Text c="dimmed">{t('waiting')}</Text>
      </Paper>
    );
  }
  const { decision } = shown;
  const admits = ADMITTING_VERDICTS.includes(decision.verdict);
  const Icon = admits ? IconCheck : IconCross;
  return (
    <Paper
      radius="lg"
      p="lg"
      bg={COLOR[decision.verdict]}
      c="white"
      role="alert"
      data-testid="gate-verdict"
      data-verdict={decision.verdict}
      data-scan-id={shown.scanId}
    >
      <Stack gap={6} align="center" ta="center">
        <Icon size={56} />
        <Title order={2} fz={34} c="white">
          {t(`verdicts.${decision.verdict}`)}
        </Title>
        {decision.verdict === 'revoked' && <Text fz="md">{t('revokedHint')}</Text>}
        {decision.holder && (
          <Text fz="xl" fw={800}>
            {decision.verdict === 'revoked'
              ? t('nowWith', { holder: decision.holder })
              : decision.holder}
          </Text>
        )}
        {(decision.productName ?? decision.ticketUid) && (
          <Text fz="md">
            {[decision.productName, decision.ticketYear ?? gateYear].filter(Boolean).join(' · ')}
          </Text>
        )}
        {decision.firstAdmission && (
          <Text fz="md">
            {t('firstAdmission', {
              time: time.format(new Date(decision.firstAdmission.scannedAt)),
              gate: decision.firstAdmission.gate,
            })}
          </Text>
        )}
        {decision.verdict === 'wrong-edition' && decision.ticketYear && (
          <Text fz="md">{t('ticketOfEdition', { year: decision.ticketYear })}</Text>
        )}
        {decision.verdict === 'admitted' && decision.ticketUid && !decision.holder && (
          <Text fz="sm">{t('notInList')}</Text>
        )}
      </Stack>
    </Paper>
  );
};
