import { createFileRoute } from '@tanstack/react-router';
import { PrivacyScreen } from '@/features/legal/privacy-screen';

export const Route = createFileRoute('/u/privacy')({ component: PrivacyScreen });
