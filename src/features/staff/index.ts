/**
 * Staff (spec: members with names, phone, email, locations, role). Route configs import this
 * index, so the eager exports stay light (query options, cache paths, types); components load
 * lazily (wrap the reusable ones in Suspense).
 *
 * For other features: `StaffPicker` (choose an active staff member, searched on the server:
 * payroll, invoices), `MemberFormModal` (add or edit a member, their locations and role: the
 * roles journey assigns a role through it), `staffOptionsQuery` and `memberName`.
 */

export type { MemberFormModalProps } from './components/member-form-modal';
export type { MemberRecordPageProps } from './components/member-record-page';
export type { StaffPickerProps } from './components/staff-picker';
export {
  MEMBER_PATH,
  MEMBERS_PATH,
  STAFF_CHANGES,
  allMembersQuery,
  staffOptionsQuery,
  staffQuery,
  staff,
} from './api/staff.queries';
export { memberName } from './utils/member-name';
export type { Member, MemberFormValues } from './schemas/member.schema';
