import type { ChangePublisher, Checkpoint, EventStore, Logger, ReadStore, StoredEvent, Subscription } from '@exam/infra';
import { START } from '@exam/infra';
import { BatchContext } from './batch';
import type { ProjectionDef } from './types';

class CheckpointMoved extends Error {}

const FLUSH_MS = 100;

export type RunnerDeps = {
  eventStore: EventStore;
  readStore: ReadStore;
  publisher: ChangePublisher;
  log: Logger;
  batchSize?: number;
  /** How often an idle runner checks whether its checkpoint was reset by a rebuild. */
  resetCheckMs?: number;
};

/**
 * Runs one projection: catch up from its checkpoint, then follow live. View changes and the new
 * checkpoint commit in one unit of work (compare-and-set on the checkpoint), so a crash at any point
 * neither loses nor double-counts an event, and a rebuild (checkpoint reset) is noticed and obeyed.
 */
export class ProjectionRunner {
  private sub: Subscription | null = null;
  private checkpoint: Checkpoint = { position: START, generation: 0 };
  private stored = false;
  private stale = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private restarting: Promise<void> | null = null;
  /** Where the runner has read to, past events it does not handle, not yet written as its checkpoint. */
  private pending: Checkpoint | null = null;
  private flushTimer: NodeJS.Timeout | null = null;
  private lock: Promise<unknown> = Promise.resolve();

  constructor(readonly def: ProjectionDef, private deps: RunnerDeps) {}

  get position() {
    return this.checkpoint.position;
  }

  async start() {
    for (const c of this.def.collections) await this.deps.readStore.ensureCollection(c);
    await this.subscribe();
    this.timer = setInterval(() => void this.checkForReset(), this.deps.resetCheckMs ?? 1000);
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    await this.restarting;
    await this.sub?.stop();
    await this.serial(() => this.flushPending()).catch(() => undefined);
  }

  /** Batches and checkpoint flushes run one at a time: each swaps the checkpoint the last one wrote. */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.lock.then(fn);
    this.lock = run.catch(() => undefined);
    return run;
  }

  private async subscribe() {
    const cp = await this.deps.readStore.getCheckpoint(this.def.name);
    this.checkpoint = cp ?? { position: START, generation: 0 };
    this.stored = cp !== null;
    this.stale = false;
    this.pending = null;
    this.deps.log.info({ projection: this.def.name, position: this.checkpoint.position }, 'projection subscribing');
    this.sub = this.deps.eventStore.subscribeToAll({
      after: this.checkpoint.position,
      batchSize: this.deps.batchSize ?? 1000,
      onBatch: (events) => this.serial(() => this.onBatch(events)),
      onError: (err) => this.deps.log.error({ err, projection: this.def.name }, 'projection batch failed; retrying'),
    });
  }

  private restart() {
    if (this.restarting || this.stopped) return;
    this.stale = true;
    this.restarting = (async () => {
      await this.sub?.stop();
      if (!this.stopped) await this.subscribe();
    })().finally(() => (this.restarting = null));
  }

  private async checkForReset() {
    if (this.stale || this.restarting) return;
    const cp = await this.deps.readStore.getCheckpoint(this.def.name).catch(() => undefined);
    if (cp === undefined) return;
    if ((cp?.generation ?? 0) !== this.checkpoint.generation || (cp === null && this.stored)) {
      this.deps.log.info({ projection: this.def.name }, 'checkpoint was reset: rebuilding');
      this.restart();
    }
  }

  /**
   * A batch with nothing this projection handles only moves its position: that is kept in memory and
   * written within FLUSH_MS (or with the next batch that changes views), instead of one transaction
   * per batch per projection. Re-reading such events after a crash changes nothing.
   */
  private deferPosition(position: string) {
    this.pending = { position, generation: this.checkpoint.generation };
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = null;
      void this.serial(() => this.flushPending()).catch((err) => this.deps.log.error({ err, projection: this.def.name }, 'checkpoint flush failed'));
    }, FLUSH_MS);
  }

  private async flushPending() {
    const next = this.pending;
    if (!next || this.stale) return;
    const ok = await this.deps.readStore.transaction((tx) => tx.setCheckpoint(this.def.name, this.stored ? this.checkpoint : null, next));
    if (!ok) return this.restart();
    this.checkpoint = next;
    this.stored = true;
    if (this.pending === next) this.pending = null;
  }

  private async onBatch(events: StoredEvent[]) {
    if (this.stale) return;
    const { def } = this;
    const last = events[events.length - 1].position;
    if (!events.some((e) => def.handles.includes(e.type))) return this.deferPosition(last);
    const next: Checkpoint = { position: last, generation: this.checkpoint.generation };
    let batch!: BatchContext;
    try {
      await this.deps.readStore.transaction(async (tx) => {
        batch = new BatchContext(tx);
        if (def.prefetch) {
          const byCollection = new Map<string, string[]>();
          for (const [c, id] of def.prefetch(events.filter((e) => def.handles.includes(e.type)))) byCollection.set(c, [...(byCollection.get(c) ?? []), id]);
          for (const [c, ids] of byCollection) await batch.prefetch(c, ids);
        }
        for (const event of events) {
          if (!def.handles.includes(event.type)) continue;
          const view = batch.forEvent();
          try {
            await def.apply(event, view);
            view.commit();
          } catch (err) {
            // a poison event: record it with its position and move on; the projection must not spin
            this.deps.log.error({ err, projection: def.name, position: event.position, eventId: event.id, eventType: event.type }, 'event parked');
            await tx.park({ projection: def.name, position: event.position, eventId: event.id, eventType: event.type, error: String((err as Error)?.message ?? err), parkedAt: new Date().toISOString() });
          }
        }
        await batch.flush();
        const ok = await tx.setCheckpoint(def.name, this.stored ? this.checkpoint : null, next);
        if (!ok) throw new CheckpointMoved();
      });
    } catch (err) {
      if (err instanceof CheckpointMoved) {
        this.deps.log.info({ projection: def.name }, 'checkpoint moved underneath (rebuild): restarting');
        this.restart();
        return;
      }
      throw err;
    }
    this.checkpoint = next;
    this.stored = true;
    this.pending = null;
    for (const n of batch.notices.values()) {
      this.deps.publisher.publish([...n.rooms], { view: n.view, ids: [...n.ids], position: last });
    }
  }
}

/** Resets a projection to position 0 (clearing its views) so the running runner rebuilds it. */
export async function resetProjection(readStore: ReadStore, def: ProjectionDef) {
  for (const c of def.collections) await readStore.ensureCollection(c);
  // the live runner may advance the checkpoint between our read and our write: retry the swap
  for (let attempt = 0; attempt < 20; attempt++) {
    const current = await readStore.getCheckpoint(def.name);
    const next = { position: START, generation: (current?.generation ?? 0) + 1 };
    const done = await readStore.transaction(async (tx) => {
      for (const c of def.collections) await tx.clear(c.name);
      if (!(await tx.setCheckpoint(def.name, current, next))) throw new CheckpointMoved();
      return true;
    }).catch((err) => {
      if (err instanceof CheckpointMoved) return false;
      throw err;
    });
    if (done) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`could not reset ${def.name}: its checkpoint keeps moving`);
}
