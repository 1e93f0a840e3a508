import { FEATURE_FLAGS } from '@exam/domain';
import { atom } from 'jotai';
import { api, comparePositions, errorMessage, type MutationResult, type Position } from '../../lib/http';

type Value = 0 | 1;
export type FlagMap = Record<string, Value>;

type FlagsState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** As the read model last said. */
  values: FlagMap;
  /**
   * Optimistic values: in flight (no `until`), or confirmed at `until` but not yet seen in a read.
   * Dropping an in-flight entry is the rollback; a read at or past `until` retires a confirmed one.
   */
  pending: Record<string, { value: Value; until?: Position }>;
  /** Log position the values reflect; older answers are ignored. */
  position?: Position;
  error?: string;
};

const flagsBaseAtom = atom<FlagsState>({ status: 'idle', values: {}, pending: {} });

/** Read-only view for screens: what to show, optimistic toggles included. */
export const flagsAtom = atom((get) => {
  const s = get(flagsBaseAtom);
  const values: FlagMap = { ...s.values };
  for (const [flag, p] of Object.entries(s.pending)) values[flag] = p.value;
  // every known flag is listed even before the server names it; unknown server flags too
  const names = [...new Set<string>([...FEATURE_FLAGS, ...Object.keys(s.values)])];
  return {
    status: s.status,
    error: s.error,
    names,
    values,
    /** True while the toggle's command has not answered yet. */
    isPending: (flag: string) => flag in s.pending && s.pending[flag].until === undefined,
  };
});

type FlagsResponse = { success: boolean; features: FlagMap; position?: Position; error?: string };

/** Fetches the flags; `after` makes the query wait until the read model holds our own write. */
export const loadFlagsAtom = atom(null, async (get, set, opts: { after?: Position } = {}) => {
  const start = get(flagsBaseAtom);
  if (start.status !== 'ready') set(flagsBaseAtom, { ...start, status: 'loading', error: undefined });
  try {
    const res = await api.get<FlagsResponse>('/api/feature-flags', { after: opts.after });
    if (!res.success) throw new Error(res.error || 'Failed to load feature flags');
    const now = get(flagsBaseAtom);
    // an answer that started before a newer one finished must not roll the switches back
    if (now.status === 'ready' && comparePositions(res.position, now.position) < 0) return;
    const pending = Object.fromEntries(
      Object.entries(now.pending).filter(
        ([, p]) => p.until === undefined || (res.position != null && comparePositions(res.position, p.until) < 0),
      ),
    );
    set(flagsBaseAtom, { ...now, status: 'ready', values: res.features ?? {}, pending, position: res.position, error: undefined });
  } catch (e) {
    const now = get(flagsBaseAtom);
    // keep the last good values on screen if a refresh fails
    set(flagsBaseAtom, {
      ...now,
      status: Object.keys(now.values).length ? 'ready' : 'error',
      error: errorMessage(e, 'Failed to load feature flags'),
    });
    throw e;
  }
});

/**
 * Applies the toggle at once and sends it. On failure the optimistic value is dropped (rollback)
 * and the error rethrown for the caller's toast. On success the value stays until a read at the
 * command's position confirms it, so an older refetch in flight cannot flip the switch back.
 */
export const toggleFlagAtom = atom(null, async (get, set, input: { flag: string; value: Value }) => {
  const { flag, value } = input;
  const setPending = (entry?: { value: Value; until?: Position }) => {
    const s = get(flagsBaseAtom);
    const { [flag]: _old, ...pending } = s.pending;
    set(flagsBaseAtom, { ...s, pending: entry ? { ...pending, [flag]: entry } : pending });
  };
  setPending({ value });
  let res: MutationResult & { success?: boolean; error?: string };
  try {
    res = await api.post<typeof res>('/api/feature-flags/toggle', { flag, value });
    if (res.success === false) throw new Error(res.error || 'Unknown error');
  } catch (e) {
    setPending();
    throw e;
  }
  if (res.position === undefined || res.position === null) {
    // no position to wait for: trust the answer as the current value
    setPending();
    const s = get(flagsBaseAtom);
    set(flagsBaseAtom, { ...s, values: { ...s.values, [flag]: value } });
  } else {
    setPending({ value, until: res.position });
  }
  return res;
});
