import type { FeatureFlag } from '@exam/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useRoom } from '../../lib/socket';
import { flagsAtom, loadFlagsAtom } from './atoms';

/**
 * Whether a product feature is switched on, kept live through the `flags` room.
 * Until the flags are known `loading` is true; if they cannot be loaded the feature counts as
 * on, because a flag outage should not lock every student out of working features.
 */
export function useFeatureFlag(name: FeatureFlag): { enabled: boolean; loading: boolean } {
  const flags = useAtomValue(flagsAtom);
  const load = useSetAtom(loadFlagsAtom);

  useEffect(() => {
    if (flags.status === 'idle') load().catch(() => undefined);
  }, [flags.status, load]);

  useRoom('flags', (notice) => {
    load({ after: notice?.position }).catch(() => undefined);
  });

  const loading = flags.status === 'idle' || flags.status === 'loading';
  return { enabled: (flags.values[name] ?? 1) === 1, loading };
}
