import { ActionIcon, Avatar, Badge, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PhantomMark } from '../phantom-mark';
import type { AdminUser } from '@/api/contract/management';
import { IconDots } from '../management-icons';

export type UserAction = 'edit' | 'roles' | 'welcome' | 'delete';

export const UserRow = ({
  user,
  onAction,
}: {
  user: AdminUser;
  onAction: (action: UserAction) => void;
}) => {
  const { t } = useTranslation('management');
  const name = user.fullName || user.name || t('artists.unnamed');
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={user.profilePicture} alt="" radius="xl" />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} lineClamp={2} style={{ wordBreak: 'break-word' }}>
              {name}
            </Text>
            {user.phantom && <PhantomMark />}
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
          <Group gap={4}>
            {user.roles.map((role) => (
              <Badge key={role} size="xs" variant="light">
                {t(`roles.${role}`)}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={t('users.actionsFor', { name })}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onAction('edit')}>{t('users.edit')}</Menu.Item>
            <Menu.Item onClick={() => onAction('roles')}>{t('users.editRoles')}</Menu.Item>
            <Menu.Item onClick={() => onAction('welcome')}>{t('users.sendWelcome')}</Menu.Item>
            <Menu.Item color="red" onClick={() => onAction('delete')}>
              {t('users.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
};
