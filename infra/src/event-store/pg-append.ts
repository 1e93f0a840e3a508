import type pg from 'pg';
import { type AppendOptions, type AppendResult, ConcurrencyError, type EventToAppend } from './port';

/**
 * One statement, one round trip, autocommitted. The (stream_name, stream_revision) unique key settles
 * races: of two writers expecting the same revision one inserts the next revision, the other fails on
 * the key (after waiting for the first to commit). A stream that is behind the expected revision
 * inserts nothing (the `exists` guard). The command record is written by the same statement, so a
 * duplicate command id aborts the whole append on its primary key.
 */
const APPEND_SQL = `
with cur as (
  select case
    when $2::text = 'no_stream' then -1::bigint
    when $2::text = 'exact' then $3::bigint
    else coalesce((select max(stream_revision) from es_events where stream_name = $1), -1)
  end as rev
), ins as (
  insert into es_events (event_id, stream_name, stream_revision, type, data, metadata)
  select u.id, $1, cur.rev + u.ord, u.t, u.d, u.m
  from cur, unnest($4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[]) with ordinality as u(id, t, d, m, ord)
  where $2::text <> 'exact' or cur.rev = -1
     or exists (select 1 from es_events where stream_name = $1 and stream_revision = cur.rev)
  returning global_position, stream_revision, transaction_id
), summary as (
  select count(*)::int as n, max(global_position) as last, max(stream_revision) as revision,
         max(transaction_id::text) as tx
  from ins
), cmd as (
  insert into es_commands (command_id, stream_name, next_revision, position, result)
  select $8, $1, s.revision, s.tx || ':' || s.last, $9::jsonb from summary s where $8::text is not null and s.n > 0
)
select n, last, revision, tx, (select rev from cur) as current from summary`;

export async function appendSql(pool: pg.Pool, streamName: string, events: EventToAppend[], options: AppendOptions): Promise<AppendResult> {
  const e = options.expectedRevision;
  const mode = e === 'any' ? 'any' : e === 'no_stream' ? 'no_stream' : 'exact';
  if (mode === 'exact' && (typeof e !== 'number' || !Number.isInteger(e) || e < 0)) throw new Error(`Invalid expected revision ${String(e)}`);
  // named: parsed and planned once per connection
  const { rows } = await pool.query({ name: 'es_append_v2', text: APPEND_SQL, values: [
    streamName, mode, typeof e === 'number' ? e : null,
    events.map((x) => x.id), events.map((x) => x.type),
    events.map((x) => JSON.stringify(x.data)), events.map((x) => JSON.stringify(x.metadata)),
    options.command?.id ?? null, options.command ? JSON.stringify(options.command.result ?? null) : null,
  ] });
  const r = rows[0];
  if (r.n !== events.length) throw new ConcurrencyError(streamName, e, null); // the stream is behind the expected revision
  return { nextRevision: Number(r.revision), position: `${r.tx}:${r.last}` };
}
