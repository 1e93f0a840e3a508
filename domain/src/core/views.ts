/**
 * A read-model collection as both sides see it: projections write it, query-api reads it, the web
 * renders its documents. Fields listed are the ones filtered or sorted on (typed, so PostgreSQL can
 * cast and index them); '-field' in an index means descending.
 */
export type ViewFieldType = 'text' | 'number' | 'boolean' | 'date' | 'array';
export type ViewDef = {
  name: string;
  fields?: Record<string, ViewFieldType>;
  indexes?: string[][];
  /** Fields searched by a `$search` filter (case-insensitive substring). */
  searchFields?: string[];
};
