/**
 * The roles pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

/** The role editor in a modal, loaded on demand (the staff form's '+ New role'). */
export const RoleFormModal = lazy(() => import('./components/role-form-modal').then((m) => ({ default: m.RoleFormModal })));
