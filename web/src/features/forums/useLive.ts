import { useCallback, useEffect, useRef, useState } from 'react';
import { comparePositions, errorMessage, type Position } from '../../lib/http';
import { useRoom, type ViewNotice } from '../../lib/socket';

export type Live<T> = {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: (after?: Position) => Promise<void>;
  setData: (update: (d: T) => T) => void;
};

/**
 * Fetches once, then again whenever a watched room says its views changed (reading at the notice's
 * position, so the answer already holds the change). Answers that arrive out of order are dropped.
 * Notices carry no room, so `views` keeps a page from re-reading on other widgets' changes.
 */
export function useLive<T>(load: ((after?: Position) => Promise<T>) | null, rooms: string[], deps: unknown[], views?: readonly string[]): Live<T> {
  const [data, setDataState] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const seq = useRef(0);
  const lastPosition = useRef<Position | undefined>(undefined);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const loader = useCallback(load ?? (async () => null as T), deps);

  const reload = useCallback(async (after?: Position) => {
    const mine = ++seq.current;
    try {
      const value = await loader(after);
      if (mine !== seq.current) return;
      setDataState(value);
      setError(null);
    } catch (e) {
      if (mine !== seq.current) return;
      setError(errorMessage(e, 'Failed to load data'));
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, [loader]);

  useEffect(() => {
    setLoading(true);
    setDataState(null);
    lastPosition.current = undefined;
    void reload();
  }, [reload]);

  // notices can come in bursts (a vote storm): coalesce them into one read per 150 ms
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onNotice = useCallback((n: ViewNotice | null) => {
    if (n && comparePositions(n.position, lastPosition.current) > 0) lastPosition.current = n.position;
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void reload(lastPosition.current);
    }, 150);
  }, [reload]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  for (const room of ROOM_SLOTS.map((i) => rooms[i] ?? null)) {
    // a fixed number of hook calls: rooms beyond the slots are not expected here
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useRoom(load ? room : null, onNotice, { views });
  }

  const setData = useCallback((update: (d: T) => T) => setDataState((d) => (d === null ? d : update(d))), []);
  return { data, error, loading, reload, setData };
}

const ROOM_SLOTS = [0, 1, 2];
