import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Building2, ChevronsUpDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MenuButton } from '@/components/ui/menu-button';
import { businessesQuery } from '../api/business.queries';
import { businessChoices, businessLinks } from './switcher-entries';

/** The header's business switcher: the user's businesses, all of them, and creating one. */
export function BusinessSwitcher({ businessId }: { businessId: number | undefined }) {
  const navigate = useNavigate();
  const { data: businesses } = useQuery(businessesQuery());
  const current = businesses?.find((business) => business.id === businessId);

  return (
    <MenuButton
      align="start"
      contentClassName="w-64"
      trigger={
        <Button
          variant="outlined"
          size="sm"
          className="max-w-56 justify-between gap-2"
          aria-label={`Business: ${current?.name ?? 'none chosen'}`}
        >
          <Building2 aria-hidden="true" />
          <span className="truncate">{current?.name ?? 'Choose a business'}</span>
          <ChevronsUpDown aria-hidden="true" className="opacity-60" />
        </Button>
      }
      entries={[
        { kind: 'label', key: 'label', content: 'Businesses' },
        businessChoices(businesses, businessId, navigate),
        ...businessLinks(),
      ]}
    />
  );
}
