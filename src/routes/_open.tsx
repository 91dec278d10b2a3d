import { createFileRoute } from '@tanstack/react-router';
import { MemberLayout } from '@/app/layout/member-layout';

/**
 * The member layout without the login guard, for screens that greet guests themselves
 * (My Timetable shows its guest text and a Login button, spec §2).
 */
export const Route = createFileRoute('/_open')({
  component: MemberLayout,
});
