import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Building2, ChevronsUpDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MenuButton, type MenuEntry } from '@/components/ui/menu-button';
import { businessesQuery } from '../api/business.queries';
import { activeLocations, type Business } from '../context';
import { businessChoices, businessLinks, locationChoices } from './switcher-entries';

export interface ContextSwitcherProps {
  /** The business in the URL, if any. */
  businessId: number | undefined;
  /** That business (for its locations), once known. */
  business: Business | undefined;
  location: number | undefined;
}

/**
 * The phone header's one control for the business and the location (D5): 44 px high, it names
 * both and opens one menu with the businesses, the locations of this one, all businesses and
 * creating one. The choice goes into the URL, as with the wider screens' two switchers.
 */
export function ContextSwitcher({ businessId, business, location }: ContextSwitcherProps) {
  const navigate = useNavigate();
  const { data: businesses } = useQuery(businessesQuery());
  const current = businesses?.find((item) => item.id === businessId) ?? business;
  const locations = business ? activeLocations(business) : [];
  const currentLocation = locations.find((item) => item.id === location);
  const businessName = current?.name ?? 'Choose a business';
  const locationName = business ? (currentLocation?.name ?? 'All locations') : undefined;

  const locationEntries: MenuEntry[] = business
    ? [
        { kind: 'separator', key: 'locations-sep' },
        { kind: 'label', key: 'locations-label', content: 'Locations' },
        locationChoices(locations, currentLocation, navigate),
      ]
    : [];

  return (
    <MenuButton
      align="start"
      contentClassName="w-[min(20rem,calc(100vw-1.5rem))] max-h-[70dvh] overflow-y-auto [&_[role^=menuitem]]:min-h-11"
      trigger={
        <Button
          variant="outlined"
          size="sm"
          className="h-11 w-full min-w-0 justify-between gap-2 px-3"
          aria-label={`Business and location: ${businessName}${locationName ? `, ${locationName}` : ''}`}
        >
          <Building2 aria-hidden="true" />
          <span className="flex min-w-0 flex-1 flex-col items-start text-left leading-tight">
            <span className="w-full truncate font-semibold">{businessName}</span>
            {locationName ? (
              <span className="w-full truncate text-xs font-normal text-muted-foreground">{locationName}</span>
            ) : null}
          </span>
          <ChevronsUpDown aria-hidden="true" className="opacity-60" />
        </Button>
      }
      entries={[
        { kind: 'label', key: 'businesses-label', content: 'Businesses' },
        businessChoices(businesses, businessId, navigate),
        ...locationEntries,
        ...businessLinks(),
      ]}
    />
  );
}
