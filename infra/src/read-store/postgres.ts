import type pg from 'pg';
import { indexStatements, searchIndexStatements, SqlBuilder, tableName } from './pg-filter';
import type { Checkpoint, CollectionDef, Doc, FindQuery, ParkedEvent, ReadOps, ReadStore, WriteOps } from './port';

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

const META_SCHEMA = `
create table if not exists projection_checkpoints (
  name text primary key, position text not null, generation int not null default 0, updated_at timestamptz not null default now()
);
create table if not exists parked_events (
  projection text not null, position text not null, event_id text not null, event_type text not null,
  error text not null, parked_at timestamptz not null, primary key (projection, event_id)
);
create table if not exists read_model_defs (name text primary key, def jsonb not null);`;

export async function createPostgresReadStore(pool: pg.Pool): Promise<ReadStore> {
  await pool.query(META_SCHEMA).catch(() => pool.query(META_SCHEMA));
  const defs = new Map<string, CollectionDef>();
  const ensured = new Set<string>();
  const defOf = (name: string): CollectionDef => defs.get(name) ?? { name };
  // A view's field types are declared by the projection that writes it (ensureCollection) and stored,
  // so any other process (query-api) filters and sorts with the same types without declaring them.
  const looked = new Map<string, number>();
  const loadDef = async (name: string) => {
    if (defs.has(name) || (looked.get(name) ?? 0) > Date.now() - 5000) return;
    looked.set(name, Date.now());
    const { rows } = await pool.query('select def from read_model_defs where name = $1', [name]).catch(() => ({ rows: [] as any[] }));
    if (rows.length && !defs.has(name)) defs.set(name, rows[0].def);
  };
  // substring search indexes need pg_trgm (shipped with PostgreSQL, trusted since 13); without it, search still works, unindexed
  let trigram: Promise<boolean> | null = null;
  const hasTrigram = () => (trigram ??= pool.query('create extension if not exists pg_trgm').catch(() => undefined)
    .then(() => pool.query(`select 1 from pg_extension where extname = 'pg_trgm'`)).then((r) => (r.rowCount ?? 0) > 0).catch(() => false));

  const ensureTable = async (q: Queryable, name: string) => {
    if (ensured.has(name)) return;
    await q.query(`create table if not exists ${tableName(name)} (id text primary key, data jsonb not null)`).catch((e: any) => {
      if (e.code !== '23505' && e.code !== '42P07') throw e; // created concurrently by another process
    });
    ensured.add(name);
  };

  const reads = (q: Queryable): ReadOps => ({
    async get(collection, id) {
      await ensureTable(q, collection);
      const { rows } = await q.query(`select data from ${tableName(collection)} where id = $1`, [id]);
      return rows.length ? rows[0].data : null;
    },
    async getMany(collection, ids) {
      if (!ids.length) return [];
      await ensureTable(q, collection);
      const { rows } = await q.query(`select data from ${tableName(collection)} where id = any($1::text[])`, [ids]);
      return rows.map((r) => r.data);
    },
    async find(collection, query: FindQuery = {}) {
      await ensureTable(q, collection);
      await loadDef(collection);
      const b = new SqlBuilder(defOf(collection));
      const where = b.where(query.filter);
      let sql = `select data from ${tableName(collection)} where ${where} order by ${b.orderBy(query.sort)}`;
      if (query.limit !== undefined) sql += ` limit ${Math.max(0, Math.floor(query.limit))}`;
      if (query.skip) sql += ` offset ${Math.max(0, Math.floor(query.skip))}`;
      const { rows } = await q.query(sql, b.params);
      return rows.map((r) => r.data);
    },
    async count(collection, filter) {
      await ensureTable(q, collection);
      await loadDef(collection);
      const b = new SqlBuilder(defOf(collection));
      const { rows } = await q.query(`select count(*)::int as n from ${tableName(collection)} where ${b.where(filter)}`, b.params);
      return rows[0].n;
    },
  });

  const writes = (q: Queryable): WriteOps => ({
    ...reads(q),
    async upsertMany(collection, docs: Doc[]) {
      if (!docs.length) return;
      await ensureTable(q, collection);
      await q.query(
        `insert into ${tableName(collection)} (id, data) select * from unnest($1::text[], $2::jsonb[])
         on conflict (id) do update set data = excluded.data`,
        [docs.map((d) => d.id), docs.map((d) => JSON.stringify(d))],
      );
    },
    async deleteMany(collection, ids) {
      if (!ids.length) return;
      await ensureTable(q, collection);
      await q.query(`delete from ${tableName(collection)} where id = any($1::text[])`, [ids]);
    },
    async clear(collection) {
      await ensureTable(q, collection);
      await q.query(`delete from ${tableName(collection)}`);
    },
    async setCheckpoint(name, expected: Checkpoint | null, next: Checkpoint) {
      if (expected === null) {
        const r = await q.query(
          `insert into projection_checkpoints (name, position, generation) values ($1, $2, $3) on conflict do nothing`,
          [name, next.position, next.generation],
        );
        return r.rowCount === 1;
      }
      const r = await q.query(
        `update projection_checkpoints set position = $2, generation = $3, updated_at = now()
          where name = $1 and position = $4 and generation = $5`,
        [name, next.position, next.generation, expected.position, expected.generation],
      );
      return r.rowCount === 1;
    },
    async park(e: ParkedEvent) {
      await q.query(
        `insert into parked_events (projection, position, event_id, event_type, error, parked_at)
         values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
        [e.projection, e.position, e.eventId, e.eventType, e.error, e.parkedAt],
      );
    },
  });

  return {
    kind: 'postgres',
    ...reads(pool),
    upsertMany: (c, d) => writes(pool).upsertMany(c, d),
    async ensureCollection(def) {
      defs.set(def.name, def);
      await pool.query('insert into read_model_defs (name, def) values ($1, $2) on conflict (name) do update set def = excluded.def', [def.name, JSON.stringify(def)]).catch(() => undefined);
      await ensureTable(pool, def.name);
      for (const stmt of indexStatements(def)) {
        await pool.query(stmt).catch((e: any) => {
          if (e.code !== '23505' && e.code !== '42P07') throw e;
        });
      }
      if (def.searchFields?.length && (await hasTrigram())) {
        for (const stmt of searchIndexStatements(def)) await pool.query(stmt).catch(() => undefined);
      }
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(writes(client));
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async getCheckpoint(name) {
      const { rows } = await pool.query('select position, generation from projection_checkpoints where name = $1', [name]);
      return rows.length ? { position: rows[0].position, generation: rows[0].generation } : null;
    },
    async listCheckpoints() {
      const { rows } = await pool.query('select name, position, generation from projection_checkpoints order by name');
      return rows;
    },
    async listParked(projection) {
      const { rows } = await pool.query(
        `select projection, position, event_id as "eventId", event_type as "eventType", error, parked_at as "parkedAt"
           from parked_events ${projection ? 'where projection = $1' : ''} order by parked_at`,
        projection ? [projection] : [],
      );
      return rows.map((r) => ({ ...r, parkedAt: new Date(r.parkedAt).toISOString() }));
    },
    async close() {},
  };
}
