import { Button, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@/api/contract/common';
import type { AdminUser } from '@/api/contract/management';
import { deleteUser, getAdminUsers } from '@/api/management';
import { IconPlus } from '@/lib/icons';
import { ConfirmDialog } from '../confirm-dialog';
import { Pager } from '@/lib/pager';
import { IconRefresh, IconSearch } from '../management-icons';
import { MANAGEMENT_KEY, useManagementChanged } from '../management-queries';
import { EditUserDialog } from './edit-user-dialog';
import { RolesDialog } from './roles-dialog';
import { UserRow, type UserAction } from './user-row';
import { WelcomeDialog } from './welcome-dialog';

const PAGE_SIZE = 10;

/** Spec §2 user admin (admins only): search, role filter, refresh, the per-user dialogs. */
export const UsersPanel = () => {
  const { t } = useTranslation('management');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const [role, setRole] = useState<Role | null>(null);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<{ action: UserAction; user: AdminUser } | null>(null);
  const users = useQuery({
    queryKey: [...MANAGEMENT_KEY, 'users', debounced, role],
    queryFn: () => getAdminUsers(debounced, role),
    placeholderData: keepPreviousData,
  });
  const changed = useManagementChanged();
  const all = users.data ?? [];
  const shown = all.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const close = () => setOpen(null);
  const saved = () => {
    close();
    changed();
  };

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('users.search')}
          value={search}
          type="search"
          leftSection={<IconSearch size={16} />}
          style={{ flex: '1 1 14rem' }}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(0);
          }}
        />
        <Select
          label={t('users.roleFilter')}
          data={ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
          value={role}
          clearable
          w={190}
          onChange={(value) => {
            setRole(value);
            setPage(0);
          }}
        />
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void users.refetch()}
        >
          {t('list.refresh')}
        </Button>
      </Group>
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          {users.data ? t('list.found', { count: all.length }) : ''}
        </Text>
        <Button
          renderRoot={(props) => (
            <Link {...props} to="/user/create/$role" params={{ role: 'ROLE_USER' }} />
          )}
          leftSection={<IconPlus size={16} />}
        >
          {t('users.add')}
        </Button>
      </Group>
      {users.isPending && <Loader mx="auto" />}
      {users.data?.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
      <Stack
        gap="xs"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('tabs.users')}
      >
        {shown.map((user) => (
          <UserRow key={user.id} user={user} onAction={(action) => setOpen({ action, user })} />
        ))}
      </Stack>
      <Pager
        size="sm"
        siblings={1}
        page={page}
        totalPages={Math.ceil(all.length / PAGE_SIZE)}
        onPage={setPage}
      />
      {open?.action === 'edit' && (
        <EditUserDialog user={open.user} onClose={close} onSaved={saved} />
      )}
      {open?.action === 'roles' && <RolesDialog user={open.user} onClose={close} onSaved={saved} />}
      {open?.action === 'welcome' && (
        <WelcomeDialog
          user={open.user}
          onClose={close}
          onEdit={() => setOpen({ action: 'edit', user: open.user })}
        />
      )}
      <ConfirmDialog
        opened={open?.action === 'delete'}
        title={t('users.delete')}
        text={t('users.deleteConfirm')}
        confirmLabel={t('actions.delete')}
        danger
        onClose={close}
        onConfirm={() => (open ? deleteUser(open.user.id).then(saved) : Promise.resolve())}
      />
    </Stack>
  );
};
