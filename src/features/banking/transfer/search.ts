/**
 * `/banking/transfer?from=personal:1001&to=802`: the account to send from (`kind:id`, kind
 * `personal` or `bank`) and a saved beneficiary of that account, preselected. Anything malformed
 * is dropped (`to` without a valid `from` too). The router reads `?to=802` as the number 802 (the
 * beneficiaries page's Send link), so a whole number is taken as its text. A plain function (route
 * configs are in the entry chunk): the route's `validateSearch`.
 */
export interface TransferSearch {
  from?: string | undefined;
  to?: string | undefined;
}

const ID = '[1-9]\\d{0,9}$';

export function parseTransferSearch(search: Record<string, unknown>): TransferSearch {
  const { from } = search;
  const to = typeof search.to === 'number' && Number.isInteger(search.to) ? String(search.to) : search.to;
  // A dropped value is given as undefined: the router lays this over the raw search.
  if (typeof from !== 'string' || !new RegExp(`^(personal|bank):${ID}`).test(from)) return { from: undefined, to: undefined };
  return typeof to === 'string' && new RegExp(`^${ID}`).test(to) ? { from, to } : { from, to: undefined };
}
