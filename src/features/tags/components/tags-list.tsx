import { useBusinessContext } from '@/features/business';
import { type ListColumn, ResourceListPage } from '@/components/list/resource-list-page';
import { useBrowserList } from '@/components/list/use-browser-list';
import { useListDialogs } from '@/components/list/use-list-dialogs';
import type { ListSearchProps } from '@/lib/list-search';
import type { Noun } from '@/lib/text';
import { useCan } from '@/lib/permissions';
import { tagsQuery } from '../api/tags.queries';
import type { Tag } from '../schemas/tag.schema';
import { TaggedItems } from './tagged-items';
import type { ComponentProps } from 'react';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { TagFormModal as TagFormModalEager } from './tag-form-modal';

// Its dialogs' code (Radix Dialog, the form kit) loads once the page has settled or when one
// opens, not with the page's first paint (decision 0036's addendum).
const TagFormModal = lazyDialog<ComponentProps<typeof TagFormModalEager>>(
  () => import('./tag-form-modal').then((m) => m.TagFormModal),
  (props) => props.open,
);

/** Tags by name, so a new one is where the reader expects it. */
const byName = (tags: Tag[]): Tag[] => [...tags].sort((a, b) => a.name.localeCompare(b.name));

const NOUN: Noun = { one: 'tag', many: 'tags' };

const COLUMNS: ListColumn<Tag>[] = [{ id: 'name', header: 'Name', cell: (row) => row.name }];

export interface TagsListProps extends ListSearchProps {
  /** The tag whose items are shown (`?tag=`), if any. */
  tag: string | undefined;
  onTagChange: (tag: string | undefined) => void;
}

/**
 * The Tags page: every tag (the contract lists them whole: searched and paged here, D6), a new
 * tag in a modal (tags can't be removed, so there are no Active/Removed lists), and the items
 * carrying a tag, chosen in the TagSelect (from a row's action or the picker itself).
 */
export function TagsList({ search, onSearchChange, tag, onTagChange }: TagsListProps) {
  const { businessId } = useBusinessContext();
  const list = useBrowserList(
    { ...tagsQuery({ businessId }), select: byName },
    { page: search.page, search: search.search, searchIn: (row) => [row.name] },
  );
  const dialogs = useListDialogs<Tag>();
  const canViewInventory = useCan('inventory', 'view');

  return (
    <ResourceListPage
      title="Tags"
      description="Labels for your inventory items, such as a unit or a group. Tags can't be removed."
      resource="tag"
      noun={NOUN}
      columns={COLUMNS}
      list={list}
      tabs={false}
      getRowId={(row) => String(row.id)}
      rowLabel={(row) => row.name}
      rowActions={
        canViewInventory ? (row) => [{ label: 'Show items with this tag', onSelect: () => onTagChange(row.name) }] : undefined
      }
      onCreate={() => dialogs.open('create')}
      createLabel="New tag"
      search={search}
      onSearchChange={onSearchChange}
    >
      <TaggedItems tag={tag} onTagChange={onTagChange} />
      <TagFormModal open={dialogs.kind === 'create'} onOpenChange={(open) => (open ? undefined : dialogs.close())} />
    </ResourceListPage>
  );
}
