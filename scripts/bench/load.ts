import { percentile, round } from './types';

/**
 * Runs `op` from `concurrency` workers until `total` operations or `seconds` elapse; returns
 * throughput and latency percentiles (ms). Failures are counted, not hidden.
 */
export async function runLoad(opts: { concurrency: number; total?: number; seconds?: number; op: (worker: number, i: number) => Promise<void> }) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const deadline = opts.seconds ? Date.now() + opts.seconds * 1000 : Infinity;
  const limit = opts.total ?? Infinity;
  const started = performance.now();
  let firstError: unknown;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async (_, w) => {
      while (Date.now() < deadline) {
        const i = next++;
        if (i >= limit) return;
        const t = performance.now();
        try {
          await opts.op(w, i);
          latencies.push(performance.now() - t);
        } catch (err) {
          failures++;
          firstError ??= err;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    ops: latencies.length,
    failures,
    firstError: firstError ? String((firstError as Error).message ?? firstError) : undefined,
    perSecond: round(latencies.length / elapsed, 0),
    p50: round(percentile(latencies, 50), 2),
    p99: round(percentile(latencies, 99), 2),
    seconds: round(elapsed, 2),
  };
}
