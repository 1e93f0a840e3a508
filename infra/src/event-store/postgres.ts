import pg from 'pg';
import type { Logger } from 'pino';
import { EVENT_STORE_SCHEMA } from '../postgres/schema';
import {
  type AppendOptions, type AppendResult, type CommandRecord, ConcurrencyError, DuplicateCommandError,
  type EventStore, type EventToAppend, parsePosition, type Position, START, type StoredEvent,
  type SubscribeOptions, type Subscription,
} from './port';
import { PgWakeups } from './pg-wakeups';
import { appendSql } from './pg-append';

type Row = {
  global_position: string; tx_text: string; event_id: string; stream_name: string;
  stream_revision: string; type: string; data: unknown; metadata: any; created_at: Date;
};

const toStored = (r: Row): StoredEvent => ({
  id: r.event_id,
  type: r.type,
  data: r.data,
  metadata: r.metadata,
  streamName: r.stream_name,
  revision: Number(r.stream_revision),
  position: `${r.tx_text}:${r.global_position}`,
  createdAt: r.created_at.toISOString(),
});

const COLUMNS = 'global_position, transaction_id::text as tx_text, event_id, stream_name, stream_revision, type, data, metadata, created_at';

export async function createPostgresEventStore(pool: pg.Pool, opts: { connectionString: string; log?: Logger }): Promise<EventStore> {
  await pool.query(EVENT_STORE_SCHEMA).catch(async (e) => {
    // two processes creating the schema at once: the loser retries once the winner committed
    if (e.code !== '23505' && e.code !== 'XX000' && e.code !== '42P07') throw e;
    await pool.query(EVENT_STORE_SCHEMA);
  });
  const wakeups = new PgWakeups(opts.connectionString, 'es_events', opts.log);
  const subs = new Set<() => Promise<void>>();
  const notify = () => pool.query(`select pg_notify('es_events', '')`);

  const readAll = async ({ after, limit }: { after: Position; limit: number }) => {
    const [tx, pos] = parsePosition(after);
    // Only transactions older than every still-running one are visible, so a slow writer can never
    // make a reader skip its events (they would otherwise appear "behind" the reader's checkpoint).
    const { rows } = await pool.query<Row>(
      `select ${COLUMNS} from es_events
        where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
          and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        order by transaction_id, global_position limit $3`,
      [tx.toString(), pos.toString(), limit],
    );
    return rows.map(toStored);
  };

  // Live subscribers (one per projection) sit at the same position and wake on the same signal:
  // identical reads share one query, and a result stays reusable for a moment. A reused result is
  // at worst a shorter prefix of the current one (order is stable, visibility only grows), never wrong;
  // the reader then simply reads again from where that prefix ends.
  const shared = new Map<string, { at: number; result: Promise<StoredEvent[]> }>();
  const SHARE_MS = 25;
  const sharedReadAll = (after: Position, limit: number) => {
    const key = `${after}|${limit}`;
    const now = Date.now();
    const hit = shared.get(key);
    if (hit && now - hit.at < SHARE_MS) return hit.result;
    const result = readAll({ after, limit });
    shared.set(key, { at: now, result });
    // an empty answer is shared only while in flight: a waiter woken by a new commit must look again
    result.then((r) => r.length === 0 && shared.get(key)?.result === result && shared.delete(key), () => shared.delete(key));
    if (shared.size > 64) for (const [k, v] of shared) if (now - v.at >= SHARE_MS) shared.delete(k);
    return result;
  };

  const store: EventStore = {
    kind: 'postgres',
    async appendToStream(streamName: string, events: EventToAppend[], options: AppendOptions): Promise<AppendResult> {
      if (events.length === 0) throw new Error('appendToStream needs at least one event');
      const { expectedRevision: e } = options;
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await appendSql(pool, streamName, events, options);
          wakeups.signal(notify);
          return result;
        } catch (err: any) {
          if (err.code === '23505' && err.constraint === 'es_commands_pkey' && options.command) {
            const rec = await store.findCommand(options.command.id);
            if (rec) throw new DuplicateCommandError(rec);
          }
          // 'any' has no expectation to break: a writer that raced us just moved the end; go again
          if (err.code === '23505' && e === 'any' && attempt < 10) continue;
          if (err.code === '23505') throw new ConcurrencyError(streamName, e, null);
          throw err;
        }
      }
    },
    async readStream(streamName, options = {}) {
      const params: unknown[] = [streamName, options.fromRevision ?? 0];
      let sql = `select ${COLUMNS} from es_events where stream_name = $1 and stream_revision >= $2`;
      if (options.upTo) {
        params.push(options.upTo);
        sql += ' and created_at <= $3';
      }
      const { rows } = await pool.query<Row>(sql + ' order by stream_revision', params);
      return rows.map(toStored);
    },

    readAll,

    subscribeToAll(options: SubscribeOptions): Subscription {
      let stopped = false;
      let after = options.after;
      const batchSize = options.batchSize ?? 500;
      const loop = (async () => {
        while (!stopped) {
          try {
            const waiter = wakeups.next(100);
            const batch = await sharedReadAll(after, batchSize);
            if (batch.length) {
              await options.onBatch(batch);
              after = batch[batch.length - 1].position;
              continue; // read on at once: an empty read (not a short one) is what proves we are caught up
            }
            await waiter.promise;
          } catch (err) {
            if (stopped) break;
            options.onError?.(err);
            await new Promise((r) => setTimeout(r, 500));
          }
        }
      })();
      const stop = async () => {
        stopped = true;
        wakeups.wakeAll();
        await loop;
        subs.delete(stop);
      };
      subs.add(stop);
      return { stop };
    },

    async findCommand(commandId): Promise<CommandRecord | null> {
      const { rows } = await pool.query('select * from es_commands where command_id = $1', [commandId]);
      if (!rows.length) return null;
      const r = rows[0];
      return { commandId, streamName: r.stream_name, nextRevision: Number(r.next_revision), position: r.position, result: r.result };
    },

    async headPosition() {
      const { rows } = await pool.query(
        // every committed event, including those not yet readable (an older transaction is still open):
        // whoever waits for the head must wait for them too
        `select transaction_id::text as tx, global_position from es_events
          order by transaction_id desc, global_position desc limit 1`,
      );
      return rows.length ? `${rows[0].tx}:${rows[0].global_position}` : START;
    },

    async close() {
      await Promise.all([...subs].map((s) => s()));
      await wakeups.close();
    },
  };
  return store;
}
