import { Alert, Button, Container, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '@/api/client';
import type { ScheduleFile } from '@/api/contract/schedule-import';
import { applyScheduleImport, previewScheduleImport } from '@/api/schedule-import';
import { notifySuccess } from '@/lib/notify';
import { localizeServerError } from '@/lib/server-messages';
import { syncProgram } from '@/offline/sync/sync-program';
import { ImportDifference } from './import-difference';

/** A refused file in the reader's language (the line or field is in the server's parameters). */
const useFailureText = () => {
  const { t } = useTranslation('schedule-import');
  return (error: unknown) => {
    const { server } = describeFailure(error);
    return server ? localizeServerError(server) : t('failed');
  };
};

/** Staff: upload a C3VOC schedule.xml/json, see what it would change, then apply it. */
export const ScheduleImportScreen = () => {
  const { t } = useTranslation('schedule-import');
  const failureText = useFailureText();
  const [file, setFile] = useState<ScheduleFile | null>(null);
  const preview = useMutation({ mutationFn: previewScheduleImport });
  const apply = useMutation({
    mutationFn: ({ upload, token }: { upload: ScheduleFile; token: string }) =>
      applyScheduleImport(upload, token),
    onSuccess: (result) => {
      notifySuccess(t('applied', result));
      setFile(null);
      preview.reset();
      void syncProgram();
    },
  });

  const choose = (chosen: File | null) => {
    apply.reset();
    preview.reset();
    if (!chosen) return setFile(null);
    void chosen.text().then((content) => {
      const upload = { fileName: chosen.name, content };
      setFile(upload);
      preview.mutate(upload);
    });
  };
  const difference = preview.data;
  const empty =
    difference &&
    difference.added.length + difference.changed.length + difference.removed.length === 0;

  return (
    <Container size="md" px="md" py="lg">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        <FileInput
          label={t('file')}
          placeholder={t('filePlaceholder')}
          accept=".xml,.json,application/xml,text/xml,application/json"
          clearable
          onChange={choose}
          data-testid="schedule-file"
        />
        {preview.isPending && <Text size="sm">{t('reading')}</Text>}
        {preview.isError && (
          <Alert color="red" title={t('refused')} data-testid="import-error">
            {failureText(preview.error)}
          </Alert>
        )}
        {apply.isError && (
          <Alert color="red" title={t('notApplied')}>
            {failureText(apply.error)}
          </Alert>
        )}
        {difference && <ImportDifference preview={difference} />}
        {difference && file && (
          <Group justify="flex-end">
            {empty ? (
              <Text c="dimmed">{t('nothingToDo')}</Text>
            ) : (
              <Button
                onClick={() => apply.mutate({ upload: file, token: difference.token })}
                loading={apply.isPending}
              >
                {t('apply')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Container>
  );
};
