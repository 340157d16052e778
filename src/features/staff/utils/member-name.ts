import type { BusinessSchemas } from '@/api/types';

/** 'Funke Adeyemi'. */
export function memberName(member: Pick<BusinessSchemas['Member'], 'first_name' | 'last_name'>): string {
  return `${member.first_name} ${member.last_name}`.trim();
}
