import { createFileRoute } from '@tanstack/react-router';
import { AccessibilityScreen } from '@/features/legal/accessibility-screen';
import { loadTexts } from '@/lib/i18n';

export const Route = createFileRoute('/u/accessibility')({
  loader: () => loadTexts('accessibility'),
  component: AccessibilityScreen,
});
