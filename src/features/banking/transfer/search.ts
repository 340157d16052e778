/**
 * `/banking/transfer?from=personal:1001`: the account to send from, preselected (`kind:id`, kind
 * `personal` or `bank`). Anything else falls back to no preselection. A plain function, not a
 * valibot schema: route configs are in the entry chunk, and this costs it next to nothing.
 */
export interface TransferSearch {
  from?: string | undefined;
}

export function transferSearchSchema(search: Record<string, unknown>): TransferSearch {
  const from = search.from;
  return typeof from === 'string' && /^(personal|bank):[1-9]\d{0,9}$/.test(from) ? { from } : {};
}
