import type { ReactElement } from 'react';
import type { DeleteForeverDialogProps, DetailsDialogProps, RemoveDialogProps } from '@/components/list/row-dialogs';
import type { ConfirmDialogProps } from './confirm-dialog';
import { lazyDialog } from './lazy-dialog';

/**
 * The confirm dialog and the list pages' row dialogs (`@/components/list/row-dialogs`) behind
 * `lazyDialog` (decision 0036's addendum): the same components and props, but Radix Dialog and
 * its scroll lock load once the page has settled or when one first opens, not with the page's
 * first paint. The row dialogs are generic over the row, as the originals are.
 */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(
  () => import('./confirm-dialog').then((m) => m.ConfirmDialog),
  (props) => props.open,
);

const load = () => import('@/components/list/row-dialogs');

export const RemoveDialog = lazyDialog<RemoveDialogProps<unknown>>(
  () => load().then((m) => m.RemoveDialog),
  (props) => props.open,
) as unknown as <TRow>(props: RemoveDialogProps<TRow>) => ReactElement | null;

export const DeleteForeverDialog = lazyDialog<DeleteForeverDialogProps<unknown>>(
  () => load().then((m) => m.DeleteForeverDialog),
  (props) => props.open,
) as unknown as <TRow>(props: DeleteForeverDialogProps<TRow>) => ReactElement | null;

export const DetailsDialog = lazyDialog<DetailsDialogProps>(
  () => load().then((m) => m.DetailsDialog),
  (props) => props.open,
);
