import { createFileRoute } from '@tanstack/react-router';
import { ForYouScreen } from '@/features/lobby/for-you-screen';

export const Route = createFileRoute('/_member/you')({ component: ForYouScreen });
