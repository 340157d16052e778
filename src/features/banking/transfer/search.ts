import * as v from 'valibot';

/**
 * `/banking/transfer?from=personal:1001`: the account to send from, preselected (`kind:id`, kind
 * `personal` or `bank`). Anything else falls back to no preselection.
 */
export const transferSearchSchema = v.object({
  from: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^(personal|bank):[1-9]\d{0,9}$/))), undefined),
});
