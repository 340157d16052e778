import { createContext, useContext, type ReactNode } from 'react';
import type { BusinessSchemas } from '@/api/types';
import { scopeParams } from '@/api/resource';

export type Business = BusinessSchemas['Business'];
export type Membership = BusinessSchemas['Membership'];
export type BusinessLocation = BusinessSchemas['Location'];

export interface BusinessContextValue {
  businessId: number;
  /** The chosen location id, or undefined for all locations (D5). */
  location: number | undefined;
  business: Business;
  membership: Membership;
}

const BusinessContext = createContext<BusinessContextValue | null>(null);

export function BusinessProvider({ value, children }: { value: BusinessContextValue; children: ReactNode }) {
  return <BusinessContext.Provider value={value}>{children}</BusinessContext.Provider>;
}

/** The current business, location and membership; only inside a business route (`/b/$businessId`). */
export function useBusinessContext(): BusinessContextValue {
  const value = useContext(BusinessContext);
  if (!value) throw new Error('useBusinessContext must be used inside a business route');
  return value;
}

export function useOptionalBusinessContext(): BusinessContextValue | null {
  return useContext(BusinessContext);
}

/** The path and query of a business call (the resource layer's `scopeParams`, D5). */
export const businessParams = scopeParams;

/** The business's active locations, in the order the server gives. */
export function activeLocations(business: Business): BusinessLocation[] {
  return business.locations.filter((location) => location.active);
}
