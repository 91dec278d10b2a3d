import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN } from '@/api/contract/auth';
import { SHARE_SEARCH_MIN, type UserRef } from '@/api/contract/management';
import { inviteByEmail, searchUsersByEmail, shareArtist, shareEvent } from '@/api/management';
import { notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/use-session';

export interface ShareTarget {
  kind: 'event' | 'artist';
  id: number;
  name: string;
  createdBy: number | null;
  editableBy: readonly number[];
}

interface ShareDialogProps {
  target: ShareTarget;
  onClose: () => void;
  onShared: () => void;
}

type SearchState = { kind: 'idle' } | { kind: 'found'; users: UserRef[] } | { kind: 'none' };

/** Spec §5 User search for sharing: ≥ 3 characters, Enter searches; only the creator shares. */
export const ShareDialog = ({ target, onClose, onShared }: ShareDialogProps) => {
  const { t } = useTranslation('management');
  const user = useSession();
  const mayShare = !!user && (user.roles.includes('ROLE_ADMIN') || target.createdBy === user.id);
  const [text, setText] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const [editors, setEditors] = useState<number[]>([...target.editableBy]);
  const [failed, setFailed] = useState(false);

  const search = () => {
    if (text.trim().length < SHARE_SEARCH_MIN) return;
    searchUsersByEmail(text.trim()).then(
      (users) => setState({ kind: 'found', users }),
      () => setState({ kind: 'none' }),
    );
  };

  const add = (found: UserRef) => {
    const share = target.kind === 'event' ? shareEvent : shareArtist;
    share(target.id, [found.id]).then(
      () => {
        setEditors((list) => [...list, found.id]);
        notifySuccess(t('share.added', { name: found.name }));
        onShared();
      },
      () => setFailed(true),
    );
  };

  const invite = () => {
    inviteByEmail(text.trim()).then(
      () => notifySuccess(t('share.invited')),
      () => undefined,
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('share.title', { name: target.name })} centered>
      <Stack gap="sm">
        {(!mayShare || failed) && <Alert color="orange">{t('share.onlyCreator')}</Alert>}
        <Text size="sm" c="dimmed">
          {t('share.editorsCanEdit')}
        </Text>
        <TextInput
          label={t('share.searchLabel')}
          description={t('share.searchHint')}
          value={text}
          disabled={!mayShare}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              search();
            }
          }}
        />
        {state.kind === 'none' && (
          <Stack gap={6}>
            <Text size="sm">{t('share.noUser')}</Text>
            {EMAIL_PATTERN.test(text.trim()) && (
              <Button variant="light" size="xs" onClick={invite}>
                {t('share.invite', { email: text.trim() })}
              </Button>
            )}
          </Stack>
        )}
        {state.kind === 'found' && (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {state.users.map((found) => (
              <Group key={found.id} component="li" justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {found.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {found.email}
                  </Text>
                </div>
                <Button
                  size="xs"
                  onClick={() => add(found)}
                  disabled={!mayShare || editors.includes(found.id)}
                >
                  {editors.includes(found.id) ? t('share.isEditor') : t('share.add')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
};
