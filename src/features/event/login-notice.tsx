import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

const NOTICE_ID = 'favourite-login';

interface LoginNoticeTexts {
  message: string;
  action: string;
}

/** Spec §2: a guest who taps a heart sees 'Login to save Favourites.' with a Login action. */
export const showLoginNotice = (texts: LoginNoticeTexts, goToLogin: () => void): void => {
  notifications.hide(NOTICE_ID);
  notifications.show({
    id: NOTICE_ID,
    color: 'festival',
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{texts.message}</Text>
        <Button
          size="compact-sm"
          // Beside a two-line message on a phone the action keeps its whole word.
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(NOTICE_ID);
            goToLogin();
          }}
        >
          {texts.action}
        </Button>
      </Group>
    ),
  });
};
