/**
 * The beneficiaries page's URL state: `?account=<kind>:<id>` (whose saved beneficiaries; the
 * first account when absent) and `?search=` (searched in the browser: the contract's lists are
 * plain arrays without a search).
 */
import * as v from 'valibot';
import { searchParam } from '@/lib/list-search';

export const beneficiariesSearchSchema = v.object({
  account: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^(personal|bank):[1-9]\d{0,9}$/))), undefined),
  search: searchParam,
});

export type BeneficiariesSearch = v.InferOutput<typeof beneficiariesSearchSchema>;
export type BeneficiariesSearchPatch = Partial<BeneficiariesSearch>;

/** The page's URL state from the raw search (parsed in the page's own chunk, not the entry's; bad values fall back). */
export const parseBeneficiariesSearch = (raw: unknown): BeneficiariesSearch => v.parse(beneficiariesSearchSchema, raw ?? {});
