/** The accounts the banking page lists: personal (naira, dollar) and business or US accounts. */
import { banking } from '@/api/clients';

const silent = { meta: { silent: true } } as const;

export const personalAccountsQuery = () => banking.$api.queryOptions('get', '/personal_bank_accounts/', {}, silent);
export const bankAccountsQuery = () => banking.$api.queryOptions('get', '/bank_accounts/', {}, silent);
