import { createFileRoute } from '@tanstack/react-router';
import { MANAGEMENT_ROLES } from '@/api/contract/roles';
import { requireRole } from '@/app/guards';
import { ManagementScreen } from '@/features/management/management-screen';
import { managementSearchSchema } from '@/features/management/management-search';
import { loadTexts } from '@/lib/i18n';

const ManagementRoute = () => {
  const navigate = Route.useNavigate();
  return (
    <ManagementScreen
      tab={Route.useSearch().tab}
      onTab={(tab) => void navigate({ search: { tab }, replace: true })}
    />
  );
};

/** Spec §2: admin, promoter and conference manager; everyone else goes to /. */
export const Route = createFileRoute('/_member/management')({
  validateSearch: managementSearchSchema,
  beforeLoad: requireRole(...MANAGEMENT_ROLES),
  loader: () => loadTexts('management'),
  component: ManagementRoute,
});
