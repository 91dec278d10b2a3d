import { Alert, Anchor, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PrivacyChoices as Choices, PrivacyChoicesRequest } from '@/api/contract/privacy';
import { choosePrivacy, getPrivacyChoices } from '@/api/privacy';

const CHOICES_KEY = ['privacy', 'choices'] as const;

/** The two choices of issue #42: a public profile and a card in the lobby, both off at first. */
export const PrivacyChoices = ({ userId }: { userId: number }) => {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const choices = useQuery({ queryKey: [...CHOICES_KEY, userId], queryFn: getPrivacyChoices });
  const change = useMutation({
    mutationFn: (request: PrivacyChoicesRequest) => choosePrivacy(request),
    onSuccess: (stored: Choices) => {
      queryClient.setQueryData([...CHOICES_KEY, userId], stored);
      void queryClient.invalidateQueries({ queryKey: ['lobby'] });
    },
  });

  if (choices.isPending) return <Skeleton height={96} aria-label={t('privacy.loading')} />;
  if (choices.isError) {
    return (
      <Alert color="yellow" role="alert">
        {t('privacy.notLoaded')}
      </Alert>
    );
  }
  const current = choices.data;
  return (
    <Stack gap="md">
      {current.publicAsArtist ? (
        <Text size="sm">{t('privacy.publicAsArtist')}</Text>
      ) : (
        <Switch
          label={t('privacy.profilePublic')}
          description={t('privacy.profilePublicHint', { path: `/u/user/${userId}` })}
          checked={current.profilePublic}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ profilePublic: event.currentTarget.checked })}
        />
      )}
      <Switch
        label={t('privacy.inLobby')}
        description={t('privacy.inLobbyHint')}
        checked={current.inLobby}
        disabled={change.isPending}
        onChange={(event) => change.mutate({ inLobby: event.currentTarget.checked })}
      />
      <Anchor component={Link} to="/u/privacy" size="sm">
        {t('privacy.policyLink')}
      </Anchor>
    </Stack>
  );
};
