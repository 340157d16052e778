/**
 * The support page's URL state (kept apart so the route config in the entry chunk carries only
 * this schema, kept small: the auth pages share that chunk and have no room): `?view=faq|chat`,
 * the FAQ `?category=&q=&search=`, the chat `?chat=<ticketId>` and `?new=true` (the new-ticket
 * form, `subject` prefilled from 'Still need help?'). A bad value falls back to none.
 */
import { anyNumber, oneOf, parseSearch, text, trueOnly } from '@/lib/search-params';

export const parseSupportSearch = parseSearch({
  view: oneOf(['faq', 'chat']),
  category: anyNumber,
  q: anyNumber,
  search: text(),
  chat: anyNumber,
  new: trueOnly,
  subject: text(),
});
export type SupportSearch = ReturnType<typeof parseSupportSearch>;
