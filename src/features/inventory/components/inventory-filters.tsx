/**
 * The inventory lists' filters, shared by the paged list and the full list (`?view=all`): the
 * panel that the 'Filters' button opens (`InventoryFilterBar`). Rarely used, so this module (the
 * selects and the tags call) loads when the page has settled, on intent or when opened, not with
 * the list's first paint (issue 21).
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NativeSelect } from '@/components/ui/native-select';
import { useBusinessContext } from '@/features/business';
import { tagsQuery } from '@/features/tags';
import type { InventorySearch, InventorySearchPatch } from '../search';

export interface InventoryPageProps {
  search: InventorySearch;
  onSearchChange: (patch: InventorySearchPatch) => void;
}

/** The list's filters: native selects (a phone's own picker, no code to load), each kept in the URL. */
export function InventoryFilters({ search, onSearchChange }: InventoryPageProps) {
  const scope = useBusinessContext();
  const tags = useQuery(tagsQuery(scope));
  const tagNames = useMemo(() => (tags.data ?? []).map((t) => t.name), [tags.data]);
  const set = (patch: InventorySearchPatch) => onSearchChange({ ...patch, page: undefined });
  return (
    <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end" role="group" aria-label="Filters">
      <NativeSelect
        label="Type"
        value={search.type ?? ''}
        onChange={(e) => set({ type: e.target.value === '' ? undefined : (e.target.value as 'product' | 'service') })}
      >
        <option value="">All types</option>
        <option value="product">Products</option>
        <option value="service">Services</option>
      </NativeSelect>
      <NativeSelect
        label="Stock"
        value={search.low ? 'low' : ''}
        onChange={(e) => set({ low: e.target.value === 'low' ? true : undefined })}
      >
        <option value="">Any stock</option>
        <option value="low">Low stock</option>
      </NativeSelect>
      <NativeSelect
        label="Marketplace"
        value={search.published === undefined ? '' : String(search.published)}
        onChange={(e) => set({ published: e.target.value === '' ? undefined : e.target.value === 'true' })}
      >
        <option value="">Published or not</option>
        <option value="true">Published</option>
        <option value="false">Not published</option>
      </NativeSelect>
      <NativeSelect label="Tag" value={search.tag ?? ''} onChange={(e) => set({ tag: e.target.value || undefined })}>
        <option value="">All tags</option>
        {search.tag && !tagNames.includes(search.tag) ? <option value={search.tag}>{search.tag}</option> : null}
        {tagNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
