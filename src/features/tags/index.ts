/**
 * Tags (inventory labels; they can't be removed, D6). Route configs import this index, so the
 * eager exports stay light (query options, types); components load lazily (wrap the reusable
 * ones in Suspense).
 *
 * For inventory: `TagPicker` (several tag names, as items carry them), `TagSelect` (one tag, e.g.
 * a filter), `tagsQuery` and `TAGS_PATH` (refresh tags after saving an item with a new name).
 */

export type { TagPickerProps, TagSelectProps } from './components/tag-select';
export type { TagsListProps } from './components/tags-list';
export { TAGS_PATH, tagsQuery, taggedItemsQuery } from './api/tags.queries';
export type { Tag } from './schemas/tag.schema';
