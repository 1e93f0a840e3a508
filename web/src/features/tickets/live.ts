import { useCallback, useEffect, useRef } from 'react';
import { comparePositions, type Position } from '../../lib/http';

/**
 * A change notice triggers a reload; a burst of notices (a busy queue) must not trigger a burst of
 * requests. One reload runs at a time; notices arriving meanwhile are folded into one more reload,
 * at the newest position seen, so the screen ends up current with at most two requests in flight-order.
 */
export function useCoalescedReload(load: (after?: Position) => Promise<unknown>) {
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  const state = useRef<{ running: boolean; again: boolean; after?: Position }>({ running: false, again: false });
  return useCallback((after?: Position) => {
    const s = state.current;
    if (after !== undefined && after !== null && comparePositions(after, s.after) > 0) s.after = after;
    if (s.running) {
      s.again = true;
      return;
    }
    s.running = true;
    void (async () => {
      do {
        s.again = false;
        await latest.current(s.after).catch(() => undefined);
      } while (s.again);
      s.running = false;
    })();
  }, []);
}
