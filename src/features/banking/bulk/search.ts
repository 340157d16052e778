/** The bulk transfer page's URL state: `?from=<kind>:<id>` (the account to send from); a bad value means none. */
import * as v from 'valibot';

export const bulkTransferSearchSchema = v.object({
  from: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^(personal|bank):\d{1,12}$/))), undefined),
});
