import type { CollectionDef, FieldType, Filter, Sort } from './port';

/** Translates the port's small filter language into SQL over a `data jsonb` column. */
export class SqlBuilder {
  readonly params: unknown[] = [];
  constructor(private def: CollectionDef) {}

  private p(v: unknown) {
    this.params.push(v);
    return `$${this.params.length}`;
  }

  private type(field: string, sample?: unknown): FieldType {
    const declared = this.def.fields?.[field];
    if (declared) return declared;
    if (typeof sample === 'number') return 'number';
    if (typeof sample === 'boolean') return 'boolean';
    return 'text';
  }

  /** The typed SQL expression of a field; must match the expression indexes created for it. */
  expr(field: string, sample?: unknown): string {
    const t = this.type(field, sample);
    const text = jsonText(field);
    if (t === 'number') return `(${text})::numeric`;
    if (t === 'boolean') return `(${text})::boolean`;
    if (t === 'array') return jsonRef(field);
    return text;
  }

  private cast(field: string, v: unknown) {
    const t = this.type(field, v);
    if (t === 'number') return `${this.p(v)}::numeric`;
    if (t === 'boolean') return `${this.p(v)}::boolean`;
    return `${this.p(v === null ? null : String(v))}::text`;
  }

  where(filter: Filter | undefined): string {
    if (!filter) return 'true';
    const parts: string[] = [];
    for (const [key, cond] of Object.entries(filter)) {
      if (cond === undefined) continue;
      if (key === '$or' || key === '$and') {
        const subs = (cond as Filter[]).map((f) => `(${this.where(f)})`);
        parts.push(subs.length ? `(${subs.join(key === '$or' ? ' or ' : ' and ')})` : key === '$or' ? 'false' : 'true');
      } else if (key === '$search') {
        const fields = this.def.searchFields ?? [];
        // no parameter unless it is used: an unused one breaks the statement's bind count
        const needle = fields.length ? this.p(`%${String(cond).replace(/[\\%_]/g, (c) => '\\' + c)}%`) : '';
        parts.push(fields.length ? `(${fields.map((f) => `${this.expr(f)} ilike ${needle}`).join(' or ')})` : 'false');
      } else if (cond !== null && typeof cond === 'object' && !Array.isArray(cond)) {
        for (const [op, v] of Object.entries(cond as Record<string, unknown>)) parts.push(this.op(key, op, v));
      } else {
        parts.push(this.op(key, '$eq', cond));
      }
    }
    return parts.length ? parts.join(' and ') : 'true';
  }

  private op(field: string, op: string, v: unknown): string {
    const raw = jsonRef(field);
    switch (op) {
      case '$eq':
        if (v === null) return `(${raw} is null or ${raw} = 'null'::jsonb)`;
        return `${this.expr(field, v)} = ${this.cast(field, v)}`;
      case '$ne':
        if (v === null) return `(${raw} is not null and ${raw} <> 'null'::jsonb)`;
        return `${this.expr(field, v)} is distinct from ${this.cast(field, v)}`;
      case '$in':
      case '$nin': {
        const arr = v as unknown[];
        if (!arr.length) return op === '$in' ? 'false' : 'true';
        const t = this.type(field, arr[0]);
        const list = this.p(t === 'number' ? arr : arr.map(String));
        const sql = `${this.expr(field, arr[0])} = any(${list}::${t === 'number' ? 'numeric' : 'text'}[])`;
        return op === '$in' ? sql : `not coalesce(${sql}, false)`;
      }
      case '$gt': return `${this.expr(field, v)} > ${this.cast(field, v)}`;
      case '$gte': return `${this.expr(field, v)} >= ${this.cast(field, v)}`;
      case '$lt': return `${this.expr(field, v)} < ${this.cast(field, v)}`;
      case '$lte': return `${this.expr(field, v)} <= ${this.cast(field, v)}`;
      case '$exists':
        return v ? `(${raw} is not null and ${raw} <> 'null'::jsonb)` : `(${raw} is null or ${raw} = 'null'::jsonb)`;
      case '$contains':
        return `${raw} @> ${this.p(JSON.stringify([v]))}::jsonb`;
      case '$containsAll': {
        // one containment of every value: a single GIN look-up, where an AND of several lets the
        // planner wander off into a full scan
        const arr = v as unknown[];
        if (!arr.length) return 'true';
        return `${raw} @> ${this.p(JSON.stringify(arr))}::jsonb`;
      }
      case '$containsAny': {
        const arr = v as unknown[];
        if (!arr.length) return 'false';
        return `(${arr.map((x) => `${raw} @> ${this.p(JSON.stringify([x]))}::jsonb`).join(' or ')})`;
      }
      default:
        throw new Error(`Unsupported filter operator ${op}`);
    }
  }

  orderBy(sort: Sort | undefined): string {
    const entries = Object.entries(sort ?? {});
    const cols = entries.map(([f, d]) => `${this.expr(f)} ${d === -1 ? 'desc' : 'asc'} nulls last`);
    cols.push('id asc'); // a stable order for paging
    return cols.join(', ');
  }
}

const quoteKey = (k: string) => `'${k.replace(/'/g, "''")}'`;
/** `data -> 'a'` for a top-level field (what expression indexes use), `data #> '{a,b}'` for nested. */
export const jsonRef = (field: string) =>
  field.includes('.') ? `(data #> '{${field.split('.').join(',')}}')` : `(data -> ${quoteKey(field)})`;
export const jsonText = (field: string) =>
  field.includes('.') ? `(data #>> '{${field.split('.').join(',')}}')` : `(data ->> ${quoteKey(field)})`;

export const tableName = (collection: string) => {
  if (!/^[a-z][a-z0-9_]*$/.test(collection)) throw new Error(`Invalid collection name ${collection}`);
  return `rv_${collection}`;
};

/** CREATE INDEX statements for a collection's declared indexes, using the same expressions as queries. */
export function indexStatements(def: CollectionDef): string[] {
  const b = new SqlBuilder(def);
  const table = tableName(def.name);
  return (def.indexes ?? []).map((fields) => {
    const cols = fields.map((f) => {
      const desc = f.startsWith('-');
      const name = desc ? f.slice(1) : f;
      const e = def.fields?.[name] === 'array' ? null : b.expr(name);
      return e ? `(${e})${desc ? ' desc nulls last' : ''}` : null; // as orderBy() sorts, so the index serves it
    });
    const name = `${table}_${fields.map((f) => f.replace(/[^a-zA-Z0-9]/g, '')).join('_')}`.slice(0, 63);
    const arrayField = fields.find((f) => def.fields?.[f.replace(/^-/, '')] === 'array');
    if (arrayField) return `create index if not exists ${name} on ${table} using gin (${jsonRef(arrayField.replace(/^-/, ''))})`;
    return `create index if not exists ${name} on ${table} (${cols.join(', ')})`;
  });
}

/**
 * Trigram indexes for a collection's searchFields: `$search` is a substring match (ilike '%…%'),
 * which a b-tree cannot serve; pg_trgm's GIN index can. Needs the pg_trgm extension.
 */
export function searchIndexStatements(def: CollectionDef): string[] {
  const b = new SqlBuilder(def);
  const table = tableName(def.name);
  return (def.searchFields ?? []).map((f) =>
    `create index if not exists ${`${table}_trgm_${f.replace(/[^a-zA-Z0-9]/g, '')}`.slice(0, 63)} on ${table} using gin ((${b.expr(f)}) gin_trgm_ops)`);
}
