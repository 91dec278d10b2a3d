import { Alert, Button, Container, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * What a staff member sees on a management screen their role cannot save (issue #42): the reason
 * at once, instead of a form that fails on save.
 */
export const NotOffered = ({ title, text }: { title: string; text: string }) => {
  const { t } = useTranslation('management');
  return (
    <Container size="sm" px="md" py="lg">
      <Stack gap="md">
        <Alert color="orange" title={title} data-testid="not-offered">
          {text}
        </Alert>
        <Button
          variant="default"
          renderRoot={(props) => <Link {...props} to="/management" search={{ tab: 'events' }} />}
        >
          {t('notOffered.back')}
        </Button>
      </Stack>
    </Container>
  );
};
