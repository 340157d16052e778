import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Building2, ChevronsUpDown, LayoutGrid, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { businessesQuery } from '../api/business.queries';

/** The header's business switcher: the user's businesses, all of them, and creating one. */
export function BusinessSwitcher({ businessId }: { businessId: number | undefined }) {
  const navigate = useNavigate();
  const { data: businesses } = useQuery(businessesQuery());
  const current = businesses?.find((business) => business.id === businessId);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
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
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        <DropdownMenuLabel>Businesses</DropdownMenuLabel>
        {businesses?.length ? (
          <DropdownMenuRadioGroup
            value={businessId === undefined ? '' : String(businessId)}
            onValueChange={(value) => {
              void navigate({ to: '/b/$businessId', params: { businessId: Number(value) }, search: { location: undefined } });
            }}
          >
            {businesses.map((business) => (
              <DropdownMenuRadioItem key={business.id} value={String(business.id)}>
                <span className="truncate">{business.name}</span>
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        ) : (
          <DropdownMenuItem disabled>No businesses yet</DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/businesses">
            <LayoutGrid aria-hidden="true" />
            All businesses
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/businesses/new">
            <Plus aria-hidden="true" />
            Create a business
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
