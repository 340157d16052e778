/**
 * Account numbers on screens other than the account's own page are masked (decision 0022): only
 * the last four digits show, so a glance over a shoulder or a screenshot of the list gives nothing
 * away.
 */

/** '0123456789' -> '•••• 6789'; a number of four digits or fewer is all masked but its last one. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\s/g, '');
  if (digits.length <= 4) return `•••• ${digits.slice(-1)}`;
  return `•••• ${digits.slice(-4)}`;
}

/** What a screen reader says for a masked number: 'ending in 6789'. */
export function maskedLabel(accountNumber: string): string {
  const digits = accountNumber.replace(/\s/g, '');
  return `ending in ${digits.length <= 4 ? digits.slice(-1) : digits.slice(-4)}`;
}
