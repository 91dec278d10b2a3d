import { ActionIcon, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASON_MAX } from '@/api/contract/safety';
import { reportMessage } from '@/api/safety';
import { notifySuccess } from '@/lib/notify';
import { IconFlag } from './safety-icons';

/** "Report" on a message from the other person: it goes to the festival's staff with a reason. */
export const ReportMessage = ({ messageId, content }: { messageId: number; content: string }) => {
  const { t } = useTranslation('safety');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useMutation({
    mutationFn: () => reportMessage({ messageId, reason: reason.trim() || undefined }),
    onSuccess: () => {
      setOpen(false);
      setReason('');
      notifySuccess(t('reportedNotice'));
    },
  });

  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t('report')}
        onClick={() => setOpen(true)}
      >
        <IconFlag />
      </ActionIcon>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('reportTitle')} centered>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('reportIntro')}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {content}
          </Text>
          <Textarea
            label={t('reason')}
            description={t('reasonHint')}
            value={reason}
            maxLength={REPORT_REASON_MAX}
            autosize
            minRows={2}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button color="red" onClick={() => report.mutate()} loading={report.isPending}>
              {t('sendReport')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
