import { createFileRoute } from '@tanstack/react-router';
import { TestPushScreen } from '@/features/push/test-push-screen';

export const Route = createFileRoute('/_member/test-push')({ component: TestPushScreen });
