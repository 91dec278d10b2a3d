import { createFileRoute, redirect } from '@tanstack/react-router';
import { isRole } from '@/api/contract/roles';
import { requireRole } from '@/app/guards';
import { NewUserScreen } from '@/features/management/users/new-user-screen';
import { loadTexts } from '@/lib/i18n';

const NewUserRoute = () => {
  const type = Route.useParams().role;
  // beforeLoad has sent any other value to ROLE_USER already.
  return <NewUserScreen key={type} role={isRole(type) ? type : 'ROLE_USER'} />;
};

/** Spec §2 /user/create/{role}: 'Add new User' (admins only, spec §6). */
export const Route = createFileRoute('/_member/user/create/$role')({
  beforeLoad: (context) => {
    requireRole('ROLE_ADMIN')(context);
    if (!isRole(context.params.role)) {
      throw redirect({ to: '/user/create/$role', params: { role: 'ROLE_USER' } });
    }
  },
  loader: () => loadTexts('management'),
  component: NewUserRoute,
});
