import type { ProjectionDef } from '../types';

/** A test projection: one counter document per stream, plus a grand total. */
export function counterProjection(opts: { name?: string; delayMs?: number; poisonType?: string } = {}): ProjectionDef {
  return {
    name: opts.name ?? 'counter',
    collections: [{ name: 'test_counters', fields: { count: 'number' } }],
    handles: ['Counted', ...(opts.poisonType ? [opts.poisonType] : [])],
    async apply(event, view) {
      if (event.type === opts.poisonType) throw new Error('cannot apply this event');
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      const doc = (await view.get<{ id: string; count: number }>('test_counters', event.streamName)) ?? { id: event.streamName, count: 0 };
      view.put('test_counters', { ...doc, count: doc.count + 1 });
      const total = (await view.get<{ id: string; count: number }>('test_counters', 'total')) ?? { id: 'total', count: 0 };
      view.put('test_counters', { ...total, count: total.count + 1 });
      view.notify(['counters'], 'test_counters', event.streamName);
    },
  };
}
