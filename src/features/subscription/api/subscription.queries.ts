/** The subscription calls the page shows: the member's current subscription and the packages on offer. */
import { subscription } from '@/api/clients';

const silent = { meta: { silent: true } } as const;

export const currentSubscriptionQuery = () => subscription.$api.queryOptions('get', '/api/subscription', {}, silent);
export const packagesQuery = () => subscription.$api.queryOptions('get', '/api/package', {}, silent);
