import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GATE_NAME_MAX } from '@/api/contract/gate';

/** Names this device's gate once ("Nordeingang"): counts and conflicts say where a scan was. */
export const GateNameForm = ({
  initial,
  onSave,
}: {
  initial: string;
  onSave: (name: string) => Promise<unknown>;
}) => {
  const { t } = useTranslation('gate');
  const [name, setName] = useState(initial);
  const valid = name.trim().length > 0 && name.trim().length <= GATE_NAME_MAX;
  return (
    <Paper withBorder radius="lg" p="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) void onSave(name);
        }}
      >
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('name.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('name.hint')}
          </Text>
          <Group align="flex-end">
            <TextInput
              label={t('name.label')}
              value={name}
              maxLength={GATE_NAME_MAX}
              onChange={(event) => setName(event.currentTarget.value)}
              style={{ flex: 1 }}
              data-autofocus
            />
            <Button type="submit" disabled={!valid}>
              {t('name.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};
