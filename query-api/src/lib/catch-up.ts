import { comparePositions, isPosition, type Position, type ReadStore } from '@exam/infra';
import { validation } from '@exam/domain';
import { z } from 'zod';

/** `?after=commit:prepare`: the position a client wrote at and wants to read its own write from. */
export const afterQuery = z.string().refine(isPosition, 'after must be a position like 123:456').optional();

const MAX_WAIT_MS = 3000;

/**
 * Waits (bounded) until every named projection has committed past `after`, so a user sees their own
 * write. Answers `true` when caught up, `false` when the wait ran out (the caller still answers with
 * what it has, flagged stale).
 */
export async function waitForProjections(readStore: ReadStore, projections: string[], after: Position | undefined, maxWaitMs = MAX_WAIT_MS): Promise<boolean> {
  if (!after) return true;
  if (!isPosition(after)) throw validation('after must be a position like 123:456');
  const deadline = Date.now() + maxWaitMs;
  for (let delay = 5; ; delay = Math.min(delay * 2, 50)) {
    const cps = await Promise.all(projections.map((p) => readStore.getCheckpoint(p)));
    if (cps.every((c) => c && comparePositions(c.position, after) >= 0)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, delay));
  }
}
