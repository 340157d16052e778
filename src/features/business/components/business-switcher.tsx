import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Building2, ChevronsUpDown, LayoutGrid, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MenuButton, type MenuEntry } from '@/components/ui/menu-button';
import { businessesQuery } from '../api/business.queries';

/** The header's business switcher: the user's businesses, all of them, and creating one. */
export function BusinessSwitcher({ businessId }: { businessId: number | undefined }) {
  const navigate = useNavigate();
  const { data: businesses } = useQuery(businessesQuery());
  const current = businesses?.find((business) => business.id === businessId);

  const choices: MenuEntry = businesses?.length
    ? {
        kind: 'radio',
        key: 'businesses',
        value: businessId === undefined ? '' : String(businessId),
        onValueChange: (value) => {
          void navigate({ to: '/b/$businessId', params: { businessId: Number(value) }, search: { location: undefined } });
        },
        options: businesses.map((business) => ({
          value: String(business.id),
          content: <span className="truncate">{business.name}</span>,
        })),
      }
    : { kind: 'item', key: 'none', disabled: true, content: 'No businesses yet' };

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
        choices,
        { kind: 'separator', key: 'sep' },
        {
          kind: 'item',
          key: 'all',
          asChild: true,
          content: (
            <Link to="/businesses">
              <LayoutGrid aria-hidden="true" />
              All businesses
            </Link>
          ),
        },
        {
          kind: 'item',
          key: 'new',
          asChild: true,
          content: (
            <Link to="/businesses/new">
              <Plus aria-hidden="true" />
              Create a business
            </Link>
          ),
        },
      ]}
    />
  );
}
