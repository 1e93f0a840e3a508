/** Event-log schema. Idempotent: run at every start. */
export const EVENT_STORE_SCHEMA = `
create table if not exists es_events (
  global_position bigserial not null, -- ordered by the (transaction_id, global_position) index below
  transaction_id xid8 not null default pg_current_xact_id(),
  event_id uuid not null,
  stream_name text not null,
  stream_revision bigint not null,
  type text not null,
  data jsonb not null,
  metadata jsonb not null,
  created_at timestamptz not null default clock_timestamp(),
  unique (stream_name, stream_revision)
);
create index if not exists es_events_tx_pos on es_events (transaction_id, global_position);
create table if not exists es_commands (
  command_id text primary key,
  stream_name text not null,
  next_revision bigint not null,
  position text not null,
  result jsonb,
  created_at timestamptz not null default now()
);
`;
