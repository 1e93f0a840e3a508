/**
 * Search by word prefixes. Each post (title, tags) and farmhouse stores the prefixes of its words
 * as an indexed array, so "who wrote about prob" is an index look-up (`searchKeys @> ['prob']`)
 * rather than a scan of 100,000 descriptions: fast on PostgreSQL (GIN) and MongoDB (multikey).
 */
export const MIN_PREFIX = 2;
export const MAX_PREFIX = 15;
const MAX_KEYS = 600;

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Every prefix (2 to 15 characters) of every word of the texts. */
export function searchKeys(...texts: Array<string | undefined | null>): string[] {
  const keys = new Set<string>();
  for (const token of texts.flatMap((t) => (t ? tokenize(t) : []))) {
    for (let n = MIN_PREFIX; n <= Math.min(token.length, MAX_PREFIX); n++) keys.add(token.slice(0, n));
    if (keys.size >= MAX_KEYS) break;
  }
  return [...keys];
}

/** The keys a query must all match: its words of 2+ characters, each as a prefix. */
export function queryKeys(q: string): string[] {
  return [...new Set(tokenize(q).filter((t) => t.length >= MIN_PREFIX).map((t) => t.slice(0, MAX_PREFIX)))].slice(0, 6);
}
