import { Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NICKNAME_MAX, password as passwordRule } from '@/api/contract/auth';

export interface AccountDraft {
  create: boolean;
  nickname: string;
  password: string;
}

/** Whether the optional sign-up part of a guest checkout is fine (or not wanted). */
export const accountProblems = (draft: AccountDraft) => {
  if (!draft.create) return {};
  const nickname = draft.nickname.trim();
  return {
    ...(nickname.length === 0
      ? { nickname: 'problems.required' }
      : nickname.length > NICKNAME_MAX
        ? { nickname: 'account.nicknameTooLong' }
        : {}),
    ...(passwordRule.safeParse(draft.password).success
      ? {}
      : { password: 'account.passwordRules' }),
  };
};

interface AccountFieldsProps {
  value: AccountDraft;
  onChange: (next: AccountDraft) => void;
}

/** Guest checkout with sign-up (spec §7 auth/order/signup/simple). */
export const AccountFields = ({ value, onChange }: AccountFieldsProps) => {
  const { t } = useTranslation('checkout');
  const problems: Partial<Record<'nickname' | 'password', string>> = accountProblems(value);
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed">
        {t('account.asGuest')} {t('account.hint')}
      </Text>
      <Checkbox
        label={t('account.create')}
        checked={value.create}
        onChange={(event) => onChange({ ...value, create: event.currentTarget.checked })}
      />
      {value.create && (
        <>
          <TextInput
            label={t('account.nickname')}
            withAsterisk
            autoComplete="nickname"
            value={value.nickname}
            onChange={(event) => onChange({ ...value, nickname: event.currentTarget.value })}
            error={value.nickname && problems.nickname ? t(problems.nickname) : undefined}
          />
          <PasswordInput
            label={t('account.password')}
            withAsterisk
            autoComplete="new-password"
            value={value.password}
            onChange={(event) => onChange({ ...value, password: event.currentTarget.value })}
            description={t('account.passwordRules')}
            error={value.password && problems.password ? t(problems.password) : undefined}
          />
        </>
      )}
    </Stack>
  );
};
