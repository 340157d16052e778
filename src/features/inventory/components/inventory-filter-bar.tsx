/**
 * The inventory lists' filter bar, beside the search: the filters panel (`inventory-filters.tsx`:
 * type, marketplace, low stock, tag) behind a 'Filters' button, loaded on demand.
 */
import { FilterPanelButton } from '@/components/list/filter-panel-button';
import { lazyWithPreload } from '@/lib/lazy';
import { activeFilterCount } from '../search';
import type { InventoryPageProps } from './inventory-filters';

const FiltersPanel = lazyWithPreload(() => import('./inventory-filters').then((m) => m.InventoryFilters));

export function InventoryFilterBar({ search, onSearchChange }: InventoryPageProps) {
  return (
    <FilterPanelButton
      active={activeFilterCount(search)}
      Panel={FiltersPanel}
      panelProps={{ search, onSearchChange }}
      fields={4}
    />
  );
}
