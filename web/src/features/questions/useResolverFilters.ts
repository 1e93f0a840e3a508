import { useState } from 'react';
import type { SortColumn, SortDirection } from '@exam/domain';

export type ResolverFilters = { exam: string; topic: string; subTopic: string; page: number; sortColumn: SortColumn | null; sortDirection: SortDirection; category: string; section: 'errors' | 'corrected' };
const DEFAULTS: ResolverFilters = { exam: '', topic: '', subTopic: '', page: 1, sortColumn: null, sortDirection: null, category: '', section: 'errors' };

/** Report filters remember their last state locally (back-office §4), one memory per list variant. */
export function useResolverFilters(variant: 'general' | 'cuet') {
  const key = `resolverFilters:${variant}`;
  const [filters, set] = useState<ResolverFilters>(() => {
    try {
      return { ...DEFAULTS, ...(JSON.parse(localStorage.getItem(key) ?? '{}') as Partial<ResolverFilters>) };
    } catch {
      return DEFAULTS;
    }
  });
  const update = (patch: Partial<ResolverFilters>) =>
    set((f) => {
      const next = { ...f, ...patch };
      localStorage.setItem(key, JSON.stringify(next));
      return next;
    });
  return [filters, update] as const;
}
