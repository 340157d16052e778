/**
 * Who has a subscription page (D8): a personal account, and a business account that owns a business
 * or has none yet; not staff (a business account that is only a member of others' businesses).
 */
export function allowsSubscription(
  accountType: string | null | undefined,
  userId: number,
  businesses: readonly { owner: number }[],
): boolean {
  if (accountType !== 'business') return true;
  return businesses.length === 0 || businesses.some((business) => business.owner === userId);
}
