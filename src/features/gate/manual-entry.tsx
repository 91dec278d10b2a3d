import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The entry code printed under a QR code that does not scan, typed by hand; a hand scanner that
 * types what it reads and presses Enter works here too.
 */
export const ManualEntry = ({ onCheck }: { onCheck: (text: string) => Promise<unknown> }) => {
  const { t } = useTranslation('gate');
  const [text, setText] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = text;
        setText('');
        void onCheck(value);
      }}
    >
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label={t('manual.label')}
          description={t('manual.hint')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          style={{ flex: 1 }}
          styles={{ input: { fontFamily: 'monospace', letterSpacing: 1 } }}
        />
        <Button type="submit" disabled={text.trim() === ''}>
          {t('manual.check')}
        </Button>
      </Group>
    </form>
  );
};
