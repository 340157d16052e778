import { createFileRoute } from '@tanstack/react-router';
import { parseBeneficiariesSearch } from '@/features/banking';
import { BeneficiariesPage } from '@/features/banking/beneficiaries/components/beneficiaries-page';

/** Saved beneficiaries per account, `?account=<kind>:<id>&search=` in the URL (issue 16). */
export const Route = createFileRoute('/_app/banking_/beneficiaries')({
  component: BeneficiariesRoute,
});

function BeneficiariesRoute() {
  const search = parseBeneficiariesSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <BeneficiariesPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'search' in patch })}
    />
  );
}
