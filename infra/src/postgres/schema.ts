/** Event-log schema. Idempotent: run at every start. */
export const EVENT_STORE_SCHEMA = `
create table if not exists es_streams (
  stream_name text primary key,
  revision bigint not null
);
create table if not exists es_events (
  global_position bigserial primary key,
  transaction_id xid8 not null default pg_current_xact_id(),
  event_id uuid not null unique,
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

-- One round trip per append. The row lock on es_streams serialises writers of one stream; a wrong
-- expected revision raises 40001-like custom state 'ES001'; a known command id raises 'ES002'.
create or replace function es_append(
  p_stream text, p_expected bigint, p_mode text,
  p_ids uuid[], p_types text[], p_data jsonb[], p_meta jsonb[],
  p_command_id text, p_result jsonb
) returns table (next_revision bigint, commit_pos text, prepare_pos bigint) language plpgsql as $$
declare
  v_current bigint;
  v_next bigint;
  v_last bigint;
  v_tx xid8 := pg_current_xact_id();
begin
  if p_command_id is not null and exists (select 1 from es_commands where command_id = p_command_id) then
    raise exception using errcode = 'ES002', message = p_command_id;
  end if;
  select revision into v_current from es_streams where stream_name = p_stream for update;
  if p_mode = 'no_stream' and v_current is not null then
    raise exception using errcode = 'ES001', message = coalesce(v_current::text, '');
  elsif p_mode = 'exact' and v_current is distinct from p_expected then
    raise exception using errcode = 'ES001', message = coalesce(v_current::text, '');
  end if;
  v_next := coalesce(v_current, -1) + array_length(p_ids, 1);
  if v_current is null then
    insert into es_streams (stream_name, revision) values (p_stream, v_next);
  else
    update es_streams set revision = v_next where stream_name = p_stream;
  end if;
  with ins as (
    insert into es_events (event_id, stream_name, stream_revision, type, data, metadata)
    select u.id, p_stream, coalesce(v_current, -1) + u.ord, u.t, u.d, u.m
    from unnest(p_ids, p_types, p_data, p_meta) with ordinality as u(id, t, d, m, ord)
    returning global_position
  ) select max(global_position) into v_last from ins;
  if p_command_id is not null then
    insert into es_commands (command_id, stream_name, next_revision, position, result)
    values (p_command_id, p_stream, v_next, v_tx::text || ':' || v_last::text, p_result);
  end if;
  perform pg_notify('es_events', '');
  return query select v_next, v_tx::text, v_last;
end $$;
`;
