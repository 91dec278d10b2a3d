import { Button, Group } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Log in (and come back to `here`) or register: a ticket link opened without a session. */
export const LoginOrRegister = ({ here }: { here: string }) => {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  return (
    <Group>
      <Button onClick={() => void navigate({ to: '/login', search: { redirect: here } })}>
        {t('accept.login')}
      </Button>
      <Button component={Link} to="/register" variant="light">
        {t('accept.register')}
      </Button>
    </Group>
  );
};
