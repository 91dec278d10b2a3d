import { Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseTicketCode, TICKET_CODE_LENGTH } from '@/api/contract/tickets';
import { IconCamera } from '@/lib/icons';
import { appLinkOf } from './app-link';
import { CameraFailureText } from '@/lib/scanner/camera-failure-text';
import { CameraView } from '@/lib/scanner/camera-view';
import { RedeemSuccess } from './redeem-success';
import { useRedeem } from './use-redeem';
import { useScanner } from '@/lib/scanner/use-scanner';

/** /ticket/redeem (spec §2 Add ticket): scanner plus manual entry of the 12-character code. */
export const RedeemScreen = () => {
  const { t } = useTranslation('tickets');
  const [code, setCode] = useState('');
  const navigate = useNavigate();
  const { redeem, busy, error, succeeded, resting, closeSuccess } = useRedeem();
  const {
    videoRef,
    state: cameraState,
    failure,
    start,
    stop,
  } = useScanner((text) => {
    if (resting) return;
    // A friend's hand-over QR code holds a link to accept it.
    const handOver = appLinkOf(text, ['/ticket/accept/', '/ticket/claim/']);
    if (handOver) {
      void navigate({ href: handOver });
      return;
    }
    const scanned = normaliseTicketCode(text);
    setCode(scanned);
    void redeem(scanned, true);
  });

  // The scanner starts with the page, as on the gate; its failures show the spec's texts.
  useEffect(() => {
    void start();
  }, [start]);

  // While the success dialog shows, the camera rests (it kept reading the same code, issue #43);
  // closing the dialog starts it again for the next ticket.
  useEffect(() => {
    if (succeeded) stop();
  }, [succeeded, stop]);
  const onSuccessClosed = () => {
    closeSuccess();
    void start();
  };

  const onManual = (value: string) => {
    const next = normaliseTicketCode(value);
    setCode(next);
    // Manual entry triggers on finish: when the 12th character arrives (spec §5).
    if (next.length === TICKET_CODE_LENGTH && next !== code) void redeem(next);
  };

  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 30, sm: 40 }}>
          {t('redeem.title')}
        </Title>
        <Text c="dimmed">{t('redeem.intro')}</Text>
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Title order={2} fz="md">
              {t('redeem.camera')}
            </Title>
            <CameraView videoRef={videoRef} hidden={cameraState === 'idle'} aspectRatio="1 / 1" />
            {cameraState === 'scanning' && <Text fz="sm">{t('redeem.scanning')}</Text>}
            {failure && <CameraFailureText failure={failure} />}
            {cameraState === 'idle' ? (
              <Button
                variant="light"
                leftSection={<IconCamera size={18} />}
                onClick={() => void start()}
              >
                {t('redeem.scan')}
              </Button>
            ) : (
              <Button variant="default" onClick={stop}>
                {t('redeem.stopScan')}
              </Button>
            )}
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (code.length === TICKET_CODE_LENGTH) void redeem(code);
            }}
          >
            <Stack gap="sm">
              <TextInput
                label={t('redeem.manual')}
                description={t('redeem.manualHint')}
                value={code}
                onChange={(event) => onManual(event.currentTarget.value)}
                onPaste={(event) => {
                  event.preventDefault();
                  onManual(event.clipboardData.getData('text'));
                }}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                styles={{
                  input: {
                    fontFamily: 'monospace',
                    fontSize: 20,
                    letterSpacing: 2,
                    fontWeight: 700,
                  },
                }}
                error={error ?? undefined}
                rightSection={
                  <Text fz="xs" c="dimmed">
                    {code.length}/{TICKET_CODE_LENGTH}
                  </Text>
                }
                rightSectionWidth={52}
              />
              <Button type="submit" loading={busy} disabled={code.length !== TICKET_CODE_LENGTH}>
                {t('redeem.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
      <RedeemSuccess opened={succeeded} onClose={onSuccessClosed} onLeave={closeSuccess} />
    </Container>
  );
};
