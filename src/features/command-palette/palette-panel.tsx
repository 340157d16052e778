/**
 * The palette with its data: the navigation context from the signed-in layout, the person's
 * businesses and the current business's locations (from the cache or fetched once), and recent
 * records from the query cache. Loaded on demand with the palette itself.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { businessQuery, businessesQuery } from '@/features/business';
import { hasBusinessTools } from '@/lib/permissions';
import { CommandPalette } from './command-palette';
import { paletteEntries, type PaletteContext } from './palette-entries';
import { pressWhenShown } from './press-when-shown';
import { recentRecords } from './recent-records';

export type PaletteNav = Omit<PaletteContext, 'businesses' | 'locations' | 'recent'>;

export interface PalettePanelProps {
  nav: PaletteNav;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PalettePanel({ nav, open, onOpenChange }: PalettePanelProps) {
  const router = useRouter();
  const client = useQueryClient();
  const businessAccount = hasBusinessTools(nav.accountType);
  const businesses = useQuery({ ...businessesQuery(), enabled: businessAccount && open, meta: { silent: true } });
  const current = useQuery({
    ...businessQuery(nav.businessId ?? 0),
    enabled: businessAccount && open && nav.businessId !== undefined,
    meta: { silent: true },
  });
  const entries = paletteEntries({
    ...nav,
    businesses: businesses.data?.map(({ id, name }) => ({ id, name })),
    locations: current.data?.locations?.filter((place) => place.active).map(({ id, name }) => ({ id, name })),
    recent: open ? recentRecords(client, nav.businessId) : [],
  });
  return (
    <CommandPalette
      open={open}
      onOpenChange={onOpenChange}
      entries={entries}
      onChoose={(entry) => {
        router.history.push(entry.href);
        if (entry.press) pressWhenShown(entry.press);
      }}
    />
  );
}
