/**
 * Splits text into plain and matching parts for a search, case-insensitively, so matches can be
 * wrapped in <mark> elements as text (never as HTML). Pure.
 */
export interface TextPart {
  text: string;
  match: boolean;
}

export function splitMatches(text: string, query: string): TextPart[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return text ? [{ text, match: false }] : [];
  const haystack = text.toLocaleLowerCase();
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

export const matches = (text: string, query: string): boolean => {
  const needle = query.trim().toLocaleLowerCase();
  return needle !== '' && text.toLocaleLowerCase().includes(needle);
};
