/**
 * The support page's URL state (kept apart so the route config in the entry chunk carries only
 * this schema, kept small: the auth pages share that chunk and have no room): `?view=faq|chat`,
 * the FAQ `?category=&q=&search=`, the chat `?chat=<ticketId>` and `?new=true` (the new-ticket
 * form, `subject` prefilled from 'Still need help?'). A bad value falls back to none.
 */
import * as v from 'valibot';

const opt = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);
const id = opt(v.number());

export const supportSearchSchema = v.object({
  view: opt(v.picklist(['faq', 'chat'])),
  category: id,
  q: id,
  search: opt(v.string()),
  chat: id,
  new: opt(v.literal(true)),
  subject: opt(v.string()),
});
export type SupportSearch = v.InferOutput<typeof supportSearchSchema>;
