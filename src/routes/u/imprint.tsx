import { createFileRoute } from '@tanstack/react-router';
import { ImprintScreen } from '@/features/legal/imprint-screen';

export const Route = createFileRoute('/u/imprint')({ component: ImprintScreen });
