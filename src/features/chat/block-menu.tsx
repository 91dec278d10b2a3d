import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { IconMore } from './safety-icons';
import { useBlock } from './use-blocks';

/**
 * The "more" menu of a conversation or profile: block or unblock the person. A block works both
 * ways (no messages, no pushes, not in each other's lobby) and only the blocker knows of it.
 */
export const BlockMenu = ({ personId, name }: { personId: number; name: string | null }) => {
  const { t } = useTranslation('safety');
  const { blocked, known, change } = useBlock(personId);
  const who = name ?? t('thisPerson');

  const toggle = () => {
    const next = !blocked;
    change.mutate(next, {
      onSuccess: () => notifySuccess(t(next ? 'blockedNotice' : 'unblockedNotice', { name: who })),
    });
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('menu')} loading={change.isPending}>
          <IconMore />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {name && <Menu.Label>{name}</Menu.Label>}
        <Menu.Item color={blocked ? undefined : 'red'} disabled={!known} onClick={toggle}>
          {blocked ? t('unblock') : t('block')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
