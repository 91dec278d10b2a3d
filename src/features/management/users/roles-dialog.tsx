import { Button, Checkbox, Group, Loader, Modal, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@/api/contract/common';
import type { AdminUser } from '@/api/contract/management';
import { getAllRoles, updateRoles } from '@/api/management';
import { MANAGEMENT_KEY } from '../management-queries';

/** Edit Roles: chosen from all roles (spec §6, roles/get/all). */
export const RolesDialog = ({
  user,
  onClose,
  onSaved,
}: {
  user: AdminUser;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { t } = useTranslation('management');
  const roles = useQuery({ queryKey: [...MANAGEMENT_KEY, 'roles'], queryFn: getAllRoles });
  const [chosen, setChosen] = useState<string[]>([...user.roles]);
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    updateRoles(user.id, chosen as Role[])
      .then(onSaved)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Modal opened onClose={onClose} title={t('users.editRoles')} centered>
      <Stack gap="sm">
        {!roles.data && <Loader mx="auto" />}
        <Checkbox.Group value={chosen} onChange={setChosen} label={user.email}>
          <Stack gap={6} mt="xs">
            {roles.data?.map(({ name }) => (
              <Checkbox key={name} value={name} label={t(`roles.${name}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={save} loading={busy} disabled={chosen.length === 0}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
