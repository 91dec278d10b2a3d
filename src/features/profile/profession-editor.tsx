import { ActionIcon, Alert, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canRemoveProfession, type ProfessionDto } from '@/api/contract/people';
import type { CompanyDto } from '@/api/contract/reference';
import { addProfession, changeProfession, removeProfession } from '@/api/people';
import { CompanyPicker } from './company-picker';
import { IconTrash } from './profile-icons';

interface ProfessionEditorProps {
  professions: ProfessionDto[];
  /** Re-reads the profile after a change. */
  onChanged: () => Promise<void>;
}

type Warning = 'minimum' | 'update' | 'add' | 'remove' | null;

/** Spec §5 professions: role and company each; at least 1 must remain. */
export const ProfessionEditor = ({ professions, onChanged }: ProfessionEditorProps) => {
  const { t } = useTranslation('profile');
  const [warning, setWarning] = useState<Warning>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, failure: Exclude<Warning, null>) => {
    setBusy(true);
    setWarning(null);
    try {
      await action();
      await onChanged();
    } catch {
      setWarning(failure);
    } finally {
      setBusy(false);
    }
  };

  const remove = (profession: ProfessionDto) => {
    if (!canRemoveProfession(professions.length)) {
      setWarning('minimum');
      return;
    }
    void run(() => removeProfession(profession.id), 'remove');
  };

  const save = (profession: ProfessionDto, role: string, company: CompanyDto | null) => {
    if (role === profession.role && (company?.id ?? null) === profession.companyId) return;
    void run(
      () => changeProfession({ id: profession.id, role, companyId: company?.id ?? null }),
      'update',
    );
  };

  return (
    <Stack gap="sm">
      {warning && (
        <Alert
          color={warning === 'minimum' ? 'yellow' : 'red'}
          role="alert"
          title={
            warning === 'minimum' ? t('professions.notAllowed') : t(`professions.${warning}Failed`)
          }
          withCloseButton
          onClose={() => setWarning(null)}
        >
          {warning === 'minimum' ? t('professions.minimum') : t('professions.tryAgain')}
        </Alert>
      )}
      {professions.map((profession, index) => (
        <Paper key={profession.id} withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group align="flex-end" wrap="nowrap" gap="xs">
              <TextInput
                style={{ flex: 1 }}
                label={t('professions.role', { number: index + 1 })}
                placeholder={t('professions.rolePlaceholder')}
                defaultValue={profession.role}
                disabled={busy}
                onBlur={(event) =>
                  save(profession, event.currentTarget.value.trim(), profession.company)
                }
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('professions.remove', { number: index + 1 })}
                onClick={() => remove(profession)}
                disabled={busy}
              >
                <IconTrash />
              </ActionIcon>
            </Group>
            <CompanyPicker
              key={profession.company?.id ?? 0}
              value={profession.company}
              disabled={busy}
              onChange={(company) => save(profession, profession.role, company)}
            />
          </Stack>
        </Paper>
      ))}
      <Button
        variant="light"
        onClick={() => void run(() => addProfession({ role: '', companyId: null }), 'add')}
        loading={busy}
      >
        {t('professions.add')}
      </Button>
    </Stack>
  );
};
