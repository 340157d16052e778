import { createFileRoute } from '@tanstack/react-router';
import { beneficiariesSearchSchema } from '@/features/banking';
import { BeneficiariesPage } from '@/features/banking/lazy';

/** Saved beneficiaries per account, `?account=<kind>:<id>&search=` in the URL (issue 16). */
export const Route = createFileRoute('/_app/banking_/beneficiaries')({
  validateSearch: beneficiariesSearchSchema,
  component: BeneficiariesRoute,
});

function BeneficiariesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BeneficiariesPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'search' in patch })}
    />
  );
}
