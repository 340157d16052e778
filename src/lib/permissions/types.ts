import type { AuthSchemas, BusinessSchemas } from '@/api/types';

/** What `can` reads of a membership (GET /business/v1/businesses/{id}/membership/, D8). */
export type MembershipLike = Pick<BusinessSchemas['Membership'], 'is_owner' | 'permissions'>;
export type AccountType = AuthSchemas['AccountType'];
