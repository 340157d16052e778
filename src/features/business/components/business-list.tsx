import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Building2, MapPin, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { businessesQuery } from '../api/business.queries';

/** The user's businesses to choose from (spec: 'choose business'), or the way to create the first one. */
export function BusinessList() {
  const { data: businesses } = useSuspenseQuery(businessesQuery());

  if (businesses.length === 0) {
    return (
      <EmptyState
        icon={<Building2 />}
        title="You don't have a business yet"
        description="Create your business with its first location to start invoicing, tracking stock and paying staff."
        action={
          <Button asChild>
            <Link to="/businesses/new">
              <Plus aria-hidden="true" />
              Create a business
            </Link>
          </Button>
        }
        className="rounded-lg border bg-card"
      />
    );
  }

  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {businesses.map((business) => (
        <li key={business.id}>
          <Link
            to="/b/$businessId"
            params={{ businessId: business.id }}
            search={{ location: undefined }}
            className="flex h-full flex-col gap-3 rounded-lg border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground"
              >
                <Building2 className="size-5" />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-semibold">{business.name}</span>
                <span className="text-sm text-muted-foreground">
                  {business.category.name} · {business.currency}
                </span>
              </span>
            </span>
            <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4" />
              {business.locations.length === 1 ? '1 location' : `${business.locations.length} locations`}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
