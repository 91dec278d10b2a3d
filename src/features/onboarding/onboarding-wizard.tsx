import { Button, Container, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkFirstLoginDone } from './use-mark-first-login-done';
import { navigationAt, pageAt, pageCount, type WizardPage } from './wizard-pages';

/** Pages whose content is a form: Next submits it, and the form moves on once saved. */
const FORM_PAGES: ReadonlySet<WizardPage> = new Set(['personal', 'socials']);
export const WIZARD_FORM_ID = 'onboarding-page-form';

export interface WizardPageContext {
  /** Set on a form page: the form's id, submitted by Next. */
  formId: string;
  /** Moves to the next page (or finishes on the last one). */
  goNext: () => void;
}

export interface OnboardingWizardProps {
  userId: number;
  page: number;
  isArtist: boolean;
  /** What each page shows; composed by the route from the profile editors. */
  renderPage: (page: WizardPage, context: WizardPageContext) => ReactNode;
  onGo: (page: number) => void;
  /** 'Start Networking': the route sends the user to /lobby. */
  onFinish: () => void;
}

/** Spec §2 welcome onboarding wizard: Back, Next, 'Skip for now', 'Start Networking'. */
export const OnboardingWizard = (props: OnboardingWizardProps) => {
  const { userId, page, isArtist, renderPage, onGo, onFinish } = props;
  const { t } = useTranslation('onboarding');
  const current = pageAt(page, isArtist);
  const count = pageCount(isArtist);

  useMarkFirstLoginDone(userId);

  if (!current) {
    return (
      <Container size="sm" px={0}>
        <Title order={1}>{t('wrong')}</Title>
      </Container>
    );
  }

  const navigation = navigationAt(page, isArtist);
  const goNext = () => (navigation.next === null ? onFinish() : onGo(navigation.next));
  const isForm = FORM_PAGES.has(current);

  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {t('progress', { page, total: count })}
          </Text>
          <Progress value={(page / count) * 100} aria-hidden="true" />
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t(`pages.${current}.title`)}
          </Title>
          <Text c="dimmed">{t(`pages.${current}.intro`)}</Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          {renderPage(current, { formId: WIZARD_FORM_ID, goNext })}
        </Paper>
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Button
              variant="default"
              disabled={navigation.back === null}
              onClick={() => navigation.back !== null && onGo(navigation.back)}
            >
              {t('back')}
            </Button>
            {isForm ? (
              <Button type="submit" form={WIZARD_FORM_ID}>
                {navigation.isLast ? t('startNetworking') : t('next')}
              </Button>
            ) : (
              <Button onClick={goNext}>
                {navigation.isLast ? t('startNetworking') : t('next')}
              </Button>
            )}
          </Group>
          {!navigation.isLast && (
            <Button variant="subtle" onClick={goNext} style={{ alignSelf: 'center' }}>
              {t('skip')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Container>
  );
};
