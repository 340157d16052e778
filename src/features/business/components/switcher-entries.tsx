/**
 * The menu entries the header's switchers share (the wide screens' business and location
 * switchers, and the phone's one control for both), as data for `MenuButton`.
 */
import { Link, type useNavigate } from '@tanstack/react-router';
import { LayoutGrid, Plus } from 'lucide-react';
import type { MenuEntry } from '@/components/ui/menu-button';
import type { Business, BusinessLocation } from '../context';

type Navigate = ReturnType<typeof useNavigate>;

const ALL = 'all';

/** The user's businesses as one radio group (choosing one opens its dashboard). */
export function businessChoices(
  businesses: Business[] | undefined,
  businessId: number | undefined,
  navigate: Navigate,
): MenuEntry {
  if (!businesses?.length) return { kind: 'item', key: 'none', disabled: true, content: 'No businesses yet' };
  return {
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
  };
}

/** All locations or one of them (D5): the choice goes into the URL, so the page reloads its data. */
export function locationChoices(
  locations: BusinessLocation[],
  current: BusinessLocation | undefined,
  navigate: Navigate,
): MenuEntry {
  return {
    kind: 'radio',
    key: 'locations',
    value: current ? String(current.id) : ALL,
    onValueChange: (value) => {
      const next = value === ALL ? undefined : Number(value);
      void navigate({ to: '.', search: (prev) => ({ ...prev, location: next }) });
    },
    options: [
      { value: ALL, content: 'All locations' },
      ...locations.map((item) => ({ value: String(item.id), content: <span className="truncate">{item.name}</span> })),
    ],
  };
}

const LINKS = [
  { key: 'all', to: '/businesses', icon: LayoutGrid, label: 'All businesses' },
  { key: 'new', to: '/businesses/new', icon: Plus, label: 'Create a business' },
] as const;

/** 'All businesses' and 'Create a business', after a separator. */
export function businessLinks(): MenuEntry[] {
  return [
    { kind: 'separator', key: 'sep' },
    ...LINKS.map(({ key, to, icon: Icon, label }): MenuEntry => ({
      kind: 'item',
      key,
      asChild: true,
      content: (
        <Link to={to}>
          <Icon aria-hidden="true" />
          {label}
        </Link>
      ),
    })),
  ];
}
