/**
 * The list-and-form toolkit of the business tools (issue 5): what every resource screen shares,
 * so an area only says what is its own (columns, fields, calls).
 *
 * - URL state: `listSearchEntries` / `listSearchSchema` for a route's `validateSearch`
 *   (`?search=&page=&tab=`), `ListSearchProps` for the page, `listQueryOf` for the list call.
 * - Rows: `useServerList` (server paging and search) or `useBrowserList` (whole list, paged and
 *   searched here: D6), both giving a `ListView` for `ResourceListPage`.
 * - Page: `ResourceListPage` (heading, count, create by permission, Active/Removed tabs, search,
 *   table states, paging, row actions), `standardRowActions`, `useListDialogs`.
 * - Changes: `useActiveToggle` (remove/restore, PATCH {active}), `useDeleteForever` (DELETE,
 *   `DeleteForeverDialog` asks twice), `RemoveDialog` (cache invalidation is the resource layer's, src/api/resource.ts).
 * - Forms: `EntityFormModal` + `EntityForm`, the shared field rules (`requiredText`,
 *   `optionalEmail`, `optionalPhone`, ...), `reportFormError` (server errors at the fields).
 * - Pickers: `RecordPicker`, `useRecordOptions`. Details: `DetailsDialog`.
 *
 * Worked example: src/features/customers (server paged) and src/features/suppliers.
 */
export {
  LIST_TABS,
  listNavigation,
  listQueryOf,
  listSearchEntries,
  listSearchSchema,
  pageParam,
  searchParam,
  tabOf,
  tabParam,
  type ListSearch,
  type ListSearchPatch,
  type ListSearchProps,
  type ListTab,
} from './schemas/list-search';
export {
  MESSAGES as FIELD_MESSAGES,
  PHONE_PATTERN,
  fromNullable,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredText,
  toNullable,
} from './schemas/fields';
export {
  BROWSER_PAGE_SIZE,
  fetchAllPages,
  fromEnvelope,
  pageInBrowser,
  searchable,
  serverPageSize,
  type BrowserPageOptions,
  type ListPage,
  type PageEnvelope,
} from './utils/paging';
export {
  prefetchList,
  useBrowserList,
  useServerList,
  type BrowserListOptions,
  type ListStatus,
  type ListView,
  type ServerListOptions,
} from './api/list';
export {
  useActiveToggle,
  useDeleteForever,
  type ActiveToggle,
  type ActiveToggleOptions,
  type DeleteForeverOptions,
} from './api/mutations';
export { formatDate, orDash } from './utils/format';
export { capitalize, countOf, noPermission, type Noun } from './utils/noun';
export { reportFormError } from './utils/form-errors';
export { standardRowActions, type StandardRowActionsOptions } from './utils/row-actions';
export { useListDialogs, type ListDialogKind, type ListDialogs } from './utils/use-list-dialogs';
export { SEARCH_DEBOUNCE_MS, SearchBox, type SearchBoxProps } from './components/search-box';
export { ResourceListPage, type ListColumn, type ResourceListPageProps } from './components/resource-list-page';
export {
  DeleteForeverDialog,
  DetailsDialog,
  RemoveDialog,
  type DeleteForeverDialogProps,
  type DetailItem,
  type DetailsDialogProps,
  type RemoveDialogProps,
} from './components/row-dialogs';
export {
  EntityForm,
  EntityFormModal,
  type AppFormParts,
  type EntityFormModalProps,
  type EntityFormProps,
} from './components/entity-form-modal';
export {
  CsvError,
  downloadCsv,
  guardCsvValue,
  parseCsv,
  parseCsvTable,
  toCsv,
  unguardCsvValue,
  type CsvProblem,
  type CsvRecord,
  type CsvTable,
  type CsvTableRow,
} from './utils/csv';
export { RecordPicker, useRecordOptions, type RecordPickerProps, type RecordSource } from './components/record-picker';
export type { RowAction } from '@/components/ui/data-table';
export type { SelectOption } from '@/components/ui/searchable-select';
