/**
 * The beneficiaries page's URL state: `?account=<kind>:<id>` (whose saved beneficiaries; the
 * first account when absent) and `?search=` (searched in the browser: the contract's lists are
 * plain arrays without a search).
 */
import { searchParam } from '@/lib/list-search';
import { matching, parseSearch } from '@/lib/search-params';

/** The page's URL state from the raw search (parsed in the page's own chunk, not the entry's; bad values fall back). */
export const parseBeneficiariesSearch = parseSearch({
  account: matching(/^(personal|bank):[1-9]\d{0,9}$/),
  search: searchParam,
});

export type BeneficiariesSearch = ReturnType<typeof parseBeneficiariesSearch>;
export type BeneficiariesSearchPatch = Partial<BeneficiariesSearch>;
