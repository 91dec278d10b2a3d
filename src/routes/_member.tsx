import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/app/guards';
import { MemberLayout } from '@/app/layout/member-layout';

export const Route = createFileRoute('/_member')({
  beforeLoad: requireSession,
  component: MemberLayout,
});
