/**
 * The staff pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const MemberFormModal = lazy(() => import('./components/member-form-modal').then((m) => ({ default: m.MemberFormModal })));
export const StaffPicker = lazy(() => import('./components/staff-picker').then((m) => ({ default: m.StaffPicker })));
