import { isTrackedPage, IST_SHIFT_SECONDS } from '@exam/domain';
import { useEffect } from 'react';

const STORE_KEY = 'qa-time-spent';
type Stored = { day: string; date: string; pages: Record<string, number> };
const shifted = () => new Date(Date.now() + IST_SHIFT_SECONDS * 1000);
const encode = (v: unknown) => btoa(JSON.stringify(v));
// sendBeacon posts a string as text/plain with the session cookie, and survives the page closing
const beacon = (path: string, payload: unknown) => navigator.sendBeacon?.(path, encode(payload));

function readStore(): Stored | null {
  try {
    const raw = localStorage.getItem(STORE_KEY);
    return raw ? (JSON.parse(atob(raw)) as Stored) : null;
  } catch {
    return null;
  }
}
const writeStore = (s: Stored) => localStorage.setItem(STORE_KEY, btoa(JSON.stringify(s)));

/**
 * Usage time for the time-tracked pages: a /api/blimp beacon with the seconds spent each time the
 * page is left or hidden, and, once a new India day starts, a /api/bigBlimp with the stored day's
 * per-page totals. Only for signed-in users on a tracked path.
 */
export function useUsageBeacon(path: string, signedIn: boolean) {
  useEffect(() => {
    if (!signedIn || !isTrackedPage(path)) return;
    const today = shifted().toISOString().slice(0, 10);
    const stored = readStore();
    if (stored && stored.day < today && Object.keys(stored.pages).length) beacon('/api/bigBlimp', { abcd: stored.pages, ijkl: stored.date });
    if (!stored || stored.day !== today) writeStore({ day: today, date: shifted().toISOString(), pages: {} });

    let since = Date.now();
    const flush = () => {
      const seconds = Math.round((Date.now() - since) / 1000);
      since = Date.now();
      if (seconds < 1) return;
      beacon('/api/blimp', { abcd: path, efgh: seconds, ijkl: shifted().toISOString() });
      const s = readStore() ?? { day: today, date: shifted().toISOString(), pages: {} };
      writeStore({ ...s, pages: { ...s.pages, [path]: (s.pages[path] ?? 0) + seconds } });
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? flush() : (since = Date.now()));
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [path, signedIn]);
}
