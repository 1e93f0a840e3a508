import { randomUUID } from 'node:crypto';
import { runLoad } from './load';
import type { Metrics, Scenario, ScenarioResult } from './types';

/**
 * Command throughput over HTTP, 50 concurrent clients, straight at command-api: students opening
 * support tickets (each command creates its own stream: load, decide, append, record the command id).
 */
export const httpCommands: Scenario = {
  name: 'HTTP commands (50 clients, open ticket)',
  async run(ctx): Promise<ScenarioResult> {
    const students = await Promise.all(Array.from({ length: 50 }, (_, i) => ctx.newStudent(`bench${i}`)));
    const probe = await fetch(`${ctx.commandUrl}/api/tickets`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: students[0].cookie }, body: '{}' });
    if (probe.status === 404) return { name: this.name, metrics: { status: 'unavailable: POST /api/tickets not found' } };
    const send = async (w: number, i: number) => {
      const r = await fetch(`${ctx.commandUrl}/api/tickets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: students[w].cookie },
        body: JSON.stringify({ commandId: randomUUID(), subject: `Bench ticket ${i}`, message: 'The mock timer froze on question 12.', priority: 'medium', tags: ['mocks'] }),
      });
      if (r.status >= 300) throw new Error(`HTTP ${r.status}: ${await r.text()}`);
      await r.arrayBuffer();
    };
    await runLoad({ concurrency: 50, total: 500, op: send }); // warm-up
    const load = await runLoad({ concurrency: 50, seconds: 10, op: send });
    const metrics: Metrics = { 'commands/s': load.perSecond, 'p50 ms': load.p50, 'p99 ms': load.p99, commands: load.ops, failures: load.failures, ...(load.firstError ? { 'first error': load.firstError.slice(0, 80) } : {}) };
    return { name: this.name, metrics };
  },
};
