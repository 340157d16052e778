/**
 * Early access (issue 21, item 3): the e-mails on the business service's allow list
 * (`GET /business/v1/white_list_emails/`) get features still being rolled out first: the command
 * palette and the install prompt. Anyone else does not see them yet.
 */
import { useQuery } from '@tanstack/react-query';
import { business } from '@/api/clients';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';

export const earlyAccessQuery = () =>
  business.$api.queryOptions('get', '/business/v1/white_list_emails/', undefined, {
    staleTime: 60 * 60 * 1000,
    meta: { silent: true },
  });

/** Whether `email` is on the allow list (compared without case or surrounding spaces). */
export function isOnAllowList(list: readonly string[] | undefined, email: string | undefined): boolean {
  if (!list || !email) return false;
  const wanted = email.trim().toLowerCase();
  return list.some((entry) => entry.trim().toLowerCase() === wanted);
}

/**
 * True once the allow list says the signed-in person has early access; false until then. Asked
 * for at an idle moment once the document has painted: nothing on the first paint depends on it, and made before
 * it, the call competed with the page's own (issue 21's Lighthouse goal).
 */
export function useEarlyAccess(email: string | undefined): boolean {
  const painted = useAfterFirstPaint({ idle: true });
  const list = useQuery({ ...earlyAccessQuery(), enabled: email !== undefined && painted });
  return isOnAllowList(list.data, email);
}
