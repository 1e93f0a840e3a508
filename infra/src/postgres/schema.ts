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

-- One round trip per append. The unique key on (stream_name, stream_revision) settles races: of two
-- writers expecting the same revision exactly one inserts the next one (the other waits for it, then
-- finds the row taken). A wrong expected revision
-- raises custom state 'ES001'; a command id already recorded raises 'ES002'.
create or replace function es_append(
  p_stream text, p_expected bigint, p_mode text,
  p_ids uuid[], p_types text[], p_data jsonb[], p_meta jsonb[],
  p_command_id text, p_result jsonb
) returns table (next_revision bigint, commit_pos text, prepare_pos bigint) language plpgsql as $$
declare
  v_current bigint;
  v_last bigint;
  v_count int;
  v_tx xid8 := pg_current_xact_id();
begin
  if p_command_id is not null and exists (select 1 from es_commands where command_id = p_command_id) then
    raise exception using errcode = 'ES002', message = p_command_id;
  end if;
  if p_mode = 'no_stream' then
    v_current := -1;
  elsif p_mode = 'exact' then
    -- the expected revision must be the stream's last one; the insert below fails if a later one exists
    if p_expected >= 0 and not exists (select 1 from es_events where stream_name = p_stream and stream_revision = p_expected) then
      raise exception using errcode = 'ES001', message = coalesce((select max(stream_revision) from es_events where stream_name = p_stream)::text, '');
    end if;
    v_current := p_expected;
  else
    select coalesce(max(stream_revision), -1) into v_current from es_events where stream_name = p_stream;
  end if;
  -- a conflicting revision is skipped, not raised (no subtransaction); fewer rows than events means a race lost
  with ins as (
    insert into es_events (event_id, stream_name, stream_revision, type, data, metadata)
    select u.id, p_stream, v_current + u.ord, u.t, u.d, u.m
    from unnest(p_ids, p_types, p_data, p_meta) with ordinality as u(id, t, d, m, ord)
    on conflict (stream_name, stream_revision) do nothing
    returning global_position
  ) select max(global_position), count(*) into v_last, v_count from ins;
  if v_count < array_length(p_ids, 1) then
    raise exception using errcode = 'ES001', message = coalesce((select max(stream_revision) from es_events where stream_name = p_stream)::text, '');
  end if;
  if p_command_id is not null then
    insert into es_commands (command_id, stream_name, next_revision, position, result)
    values (p_command_id, p_stream, v_current + array_length(p_ids, 1), v_tx::text || ':' || v_last::text, p_result);
  end if;
  return query select v_current + array_length(p_ids, 1), v_tx::text, v_last;
end $$;
`;
