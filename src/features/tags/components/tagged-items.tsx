import { Suspense, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useBusinessContext } from '@/features/business';
import { lazyWithPreload } from '@/lib/lazy';
import { useCan } from '@/lib/permissions';
import { taggedItemsQuery } from '../api/tags.queries';

// The tag's combobox (SearchableSelect) and the items' table load beside the page, not with its
// first paint: the section sits under the tags' list, off a phone's first screen (issue 21's
// budget). Its code is fetched as soon as the page's is in, beside the tags, and its items are
// asked for here, so no answer waits for that code.
const TaggedItemsBody = lazyWithPreload(() => import('./tagged-items-body').then((m) => m.TaggedItemsBody));
void TaggedItemsBody.preload().catch(() => undefined);

export interface TaggedItemsProps {
  tag: string | undefined;
  onTagChange: (tag: string | undefined) => void;
}

/** The tag field's place while its code loads: the same label and control height, nothing to type into. */
function TagFieldPlaceholder() {
  return (
    <div data-slot="field" className="flex max-w-sm flex-col gap-1.5" aria-busy="true">
      <div data-slot="field-label-row" className="flex min-h-5 items-baseline">
        <span className="text-sm leading-none font-medium text-foreground">Tag</span>
      </div>
      <div className="h-11 w-full animate-pulse rounded-md border border-input bg-muted sm:h-10" />
    </div>
  );
}

/**
 * Tags in use: choose a tag in the TagSelect and see the inventory items that carry it (at the
 * chosen location, D5). Needs the Inventory view permission.
 */
export function TaggedItems({ tag, onTagChange }: TaggedItemsProps) {
  const { businessId, location } = useBusinessContext();
  const canViewInventory = useCan('inventory', 'view');
  const headingId = useId();
  const items = useQuery({
    ...taggedItemsQuery({ businessId, location }, tag ?? ''),
    enabled: Boolean(tag) && canViewInventory,
    meta: { silent: true },
  });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Items with a tag
        </h2>
        <p className="text-sm text-muted-foreground">Choose a tag to see the inventory items that carry it.</p>
      </div>
      {canViewInventory ? (
        <Suspense fallback={<TagFieldPlaceholder />}>
          <TaggedItemsBody tag={tag} onTagChange={onTagChange} items={items} />
        </Suspense>
      ) : (
        <p className="text-sm text-muted-foreground">You need permission to view inventory to see which items carry a tag.</p>
      )}
    </section>
  );
}
