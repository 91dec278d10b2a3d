import { ActionIcon, Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PhantomMark } from '../phantom-mark';
import type { AdminArtist } from '@/api/contract/management';
import { IconEdit, IconShare } from '../management-icons';
import { VisibilitySwitch } from './visibility-switch';

interface ArtistRowProps {
  artist: AdminArtist;
  isAdmin: boolean;
  onEdit: () => void;
  onShare: () => void;
}

export const ArtistRow = ({ artist, isAdmin, onEdit, onShare }: ArtistRowProps) => {
  const { t } = useTranslation('management');
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      style={{
        borderLeft: `4px solid var(--mantine-color-${artist.visibleOnWebsite ? 'teal' : 'gray'}-6)`,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <Avatar src={artist.profilePicture} alt="" radius="xl" size={44} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} lineClamp={2} style={{ wordBreak: 'break-word' }}>
              {artist.name || t('artists.unnamed')}
            </Text>
            {artist.phantom && <PhantomMark />}
          </Group>
          <Group gap={4}>
            {artist.labelRole && (
              <Badge size="xs" variant="light">
                {artist.labelRole}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {artist.years.join(', ')}
            </Text>
          </Group>
        </Stack>
        <VisibilitySwitch
          artistId={artist.id}
          name={artist.name}
          visible={artist.visibleOnWebsite}
          disabled={!isAdmin}
        />
        <ActionIcon
          variant="subtle"
          onClick={onEdit}
          disabled={!artist.canEdit}
          aria-label={t('artists.edit', { name: artist.name })}
        >
          <IconEdit size={18} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          onClick={onShare}
          aria-label={t('share.open', { name: artist.name })}
        >
          <IconShare size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
};
