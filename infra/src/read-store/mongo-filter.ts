import type { Document } from 'mongodb';
import type { CollectionDef, Filter, Sort } from './port';

/**
 * Translates the port's small filter language into a MongoDB query. The semantics follow the
 * PostgreSQL adapter (pg-filter.ts), which the shared contract suite pins down: `null` and a missing
 * field are the same thing, `$exists` means "present and not null".
 */

/** The document key is stored as `_id`; callers only ever say `id`. */
export const mongoField = (field: string) => (field === 'id' ? '_id' : field);

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Dates reach the store as ISO strings (documents are JSON); compare like with like. */
const value = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
const MATCH_NOTHING = { _id: { $in: [] } };

export function toMongoFilter(def: CollectionDef, filter: Filter | undefined): Document {
  if (!filter) return {};
  const parts: Document[] = [];
  for (const [key, cond] of Object.entries(filter)) {
    if (cond === undefined) continue;
    if (key === '$or' || key === '$and') {
      const subs = (cond as Filter[]).map((f) => toMongoFilter(def, f));
      // MongoDB rejects empty $or/$and; an empty $or matches nothing, an empty $and everything.
      if (!subs.length) parts.push(key === '$or' ? MATCH_NOTHING : {});
      else parts.push({ [key]: subs });
    } else if (key === '$search') {
      const fields = def.searchFields ?? [];
      const regex = new RegExp(escapeRegex(String(cond)), 'i');
      parts.push(fields.length ? { $or: fields.map((f) => ({ [mongoField(f)]: regex })) } : MATCH_NOTHING);
    } else if (cond !== null && typeof cond === 'object' && !Array.isArray(cond) && !(cond instanceof Date)) {
      for (const [op, v] of Object.entries(cond as Record<string, unknown>)) parts.push(operator(mongoField(key), op, v));
    } else {
      parts.push(operator(mongoField(key), '$eq', cond));
    }
  }
  if (parts.length === 0) return {};
  return parts.length === 1 ? parts[0] : { $and: parts };
}

function operator(field: string, op: string, v: unknown): Document {
  switch (op) {
    case '$eq':
      // `{f: null}` in MongoDB already matches both null and missing.
      return { [field]: { $eq: value(v) } };
    case '$ne':
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return { [field]: { [op]: value(v) } };
    case '$in':
    case '$nin':
      return { [field]: { [op]: (v as unknown[]).map(value) } };
    case '$exists':
      return v ? { [field]: { $ne: null } } : { [field]: { $eq: null } };
    case '$contains':
      // $elemMatch so that only array fields match, not a scalar that happens to be equal.
      return { [field]: { $elemMatch: { $eq: value(v) } } };
    case '$containsAll':
      return (v as unknown[]).length ? { [field]: { $all: (v as unknown[]).map(value) } } : {};
    case '$containsAny':
      return { [field]: { $elemMatch: { $in: (v as unknown[]).map(value) } } };
    default:
      throw new Error(`Unsupported filter operator ${op}`);
  }
}

/**
 * Sort stages with nulls last in both directions and `id` as the final tie-breaker, like the
 * PostgreSQL adapter. MongoDB puts null/missing first when ascending, so each ascending key is
 * preceded by a computed "is null" flag; descending keys already end with nulls.
 */
export function sortStages(sort: Sort | undefined): { addFields: Document | null; sort: Document; flags: string[] } {
  const addFields: Document = {};
  const order: Document = {};
  const flags: string[] = [];
  Object.entries(sort ?? {}).forEach(([f, dir], i) => {
    const field = mongoField(f);
    if (dir === 1 && field !== '_id') {
      const flag = `__null${i}`;
      addFields[flag] = { $cond: [{ $eq: [{ $ifNull: [`$${field}`, null] }, null] }, 1, 0] };
      order[flag] = 1;
      flags.push(flag);
    }
    order[field] = dir;
  });
  if (!('_id' in order)) order._id = 1;
  return { addFields: flags.length ? addFields : null, sort: order, flags };
}

/** Index key documents for a collection's declared indexes ('-field' = descending). */
export function indexKeys(def: CollectionDef): Document[] {
  return (def.indexes ?? [])
    .map((fields) => Object.fromEntries(fields.map((f) => (f.startsWith('-') ? [mongoField(f.slice(1)), -1] : [mongoField(f), 1]))))
    .filter((keys) => !(Object.keys(keys).length === 1 && '_id' in keys)); // _id is always indexed
}
