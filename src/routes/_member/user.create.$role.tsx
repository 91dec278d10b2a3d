import { createFileRoute, redirect } from '@tanstack/react-router';
import { role } from '@/api/contract/common';
import { requireRole } from '@/app/guards';
import { NewUserScreen } from '@/features/management/users/new-user-screen';

const NewUserRoute = () => {
  const type = Route.useParams().role;
  return <NewUserScreen key={type} role={role.parse(type)} />;
};

/** Spec §2 /user/create/{role}: 'Add new User' (admins only, spec §6). */
export const Route = createFileRoute('/_member/user/create/$role')({
  beforeLoad: (context) => {
    requireRole('ROLE_ADMIN')(context);
    if (!role.safeParse(context.params.role).success) {
      throw redirect({ to: '/user/create/$role', params: { role: 'ROLE_USER' } });
    }
  },
  component: NewUserRoute,
});
