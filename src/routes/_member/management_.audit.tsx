import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/app/guards';
import { AuditScreen } from '@/features/audit/audit-screen';
import { auditSearchSchema } from '@/features/audit/audit-search';
import { loadTexts } from '@/lib/i18n';

const AuditRoute = () => {
  const navigate = Route.useNavigate();
  return (
    <AuditScreen
      search={Route.useSearch()}
      onSearch={(search) => void navigate({ search, replace: true })}
    />
  );
};

/** The staff audit log (issue #42): admins only, like the API behind it. */
export const Route = createFileRoute('/_member/management_/audit')({
  validateSearch: auditSearchSchema,
  beforeLoad: requireRole('ROLE_ADMIN'),
  loader: () => loadTexts('audit'),
  component: AuditRoute,
});
