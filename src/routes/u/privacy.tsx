import { createFileRoute } from '@tanstack/react-router';
import { PrivacyScreen } from '@/features/legal/privacy-screen';
import { loadTexts } from '@/lib/i18n';

export const Route = createFileRoute('/u/privacy')({
  loader: () => loadTexts('legal'),
  component: PrivacyScreen,
});
