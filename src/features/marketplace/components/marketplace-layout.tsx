/**
 * The marketplace's pages share one layout: the page heading and the section navigation
 * (Overview, Orders, Payouts, Affiliates, Disputes, Delivery fees), links that keep the location.
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { PageLayout } from '@/components/layout/page-layout';
import { useBusinessContext } from '@/features/business';

const SECTIONS = [
  { to: '/b/$businessId/marketplace', label: 'Overview', exact: true },
  { to: '/b/$businessId/marketplace/orders', label: 'Orders', exact: false },
  { to: '/b/$businessId/marketplace/payouts', label: 'Payouts', exact: false },
  { to: '/b/$businessId/marketplace/affiliates', label: 'Affiliates', exact: false },
  { to: '/b/$businessId/marketplace/disputes', label: 'Disputes', exact: false },
  { to: '/b/$businessId/marketplace/delivery-fees', label: 'Delivery fees', exact: false },
] as const;

export function MarketplaceNav() {
  const { businessId, location } = useBusinessContext();
  return (
    <nav aria-label="Marketplace sections" className="-mx-1 overflow-x-auto print:hidden">
      <ul className="flex gap-1 px-1 pb-1">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              params={{ businessId }}
              search={{ location }}
              activeOptions={{ exact: section.exact, includeSearch: false }}
              className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[current=page]:bg-primary/10 aria-[current=page]:text-foreground sm:min-h-10"
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface MarketplaceLayoutProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function MarketplaceLayout({ title, description, actions, children }: MarketplaceLayoutProps) {
  return (
    <PageLayout title={title} description={description} actions={actions}>
      <div className="flex flex-col gap-4">
        <MarketplaceNav />
        {children}
      </div>
    </PageLayout>
  );
}
