import type { BusinessSchemas } from '@/api/types';

/** 'Tunde Bakare': a payment's staff member as the page names them. */
export function staffName(staff: BusinessSchemas['StaffRef']): string {
  return `${staff.first_name} ${staff.last_name}`.trim();
}
