import { createFileRoute } from '@tanstack/react-router';
import { ImprintScreen } from '@/features/legal/imprint-screen';
import { loadTexts } from '@/lib/i18n';

export const Route = createFileRoute('/u/imprint')({
  loader: () => loadTexts('legal'),
  component: ImprintScreen,
});
