/**
 * The support page's URL state (kept apart so the route config in the entry chunk carries only
 * this schema): `?view=faq|chat`, the FAQ `?category=&q=&search=`, the chat `?chat=<ticketId>`
 * and `?new=true` (the new-ticket form, `subject` prefilled from 'Still need help?').
 */
import * as v from 'valibot';

const id = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined);
const text = (max: number) => v.fallback(v.optional(v.pipe(v.string(), v.maxLength(max))), undefined);

export const supportSearchSchema = v.object({
  view: v.fallback(v.optional(v.picklist(['faq', 'chat'])), undefined),
  category: id,
  q: id,
  search: text(200),
  chat: id,
  new: v.fallback(v.optional(v.literal(true)), undefined),
  subject: text(200),
});
export type SupportSearch = v.InferOutput<typeof supportSearchSchema>;
