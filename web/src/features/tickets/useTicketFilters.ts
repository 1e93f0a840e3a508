import { TICKET_PAGE_SIZE } from '@exam/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const FILTER_KEYS = ['status', 'priority', 'tags', 'unassigned', 'assignedToEmail', 'search', 'createdAfter', 'createdBefore'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
type FilterValue = string | string[] | boolean | null | undefined;

const list = (v: string | null) => (v ? v.split(',').filter(Boolean) : []);

/**
 * The list's filters and page live in the query string (§2): links and reloads keep them. Any
 * filter change rewrites the query string and goes back to page 1.
 */
export function useTicketFilters() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const filters = useMemo(() => ({
    status: list(params.get('status')),
    priority: list(params.get('priority')),
    tags: list(params.get('tags')),
    unassigned: params.get('unassigned') === 'true',
    assignedToEmail: params.get('assignedToEmail') ?? '',
    search: params.get('search') ?? '',
    createdAfter: params.get('createdAfter') ?? '',
    createdBefore: params.get('createdBefore') ?? '',
  }), [params]);

  const setFilters = useCallback((changes: Partial<Record<FilterKey, FilterValue>>) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        const text = Array.isArray(value) ? value.join(',') : value === true ? 'true' : value || '';
        if (text) next.set(key, text);
        else next.delete(key);
      }
      next.delete('page');
      return next;
    });
  }, [setParams]);

  const setPage = useCallback((p: number) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (p <= 1) next.delete('page');
      else next.set('page', String(p));
      return next;
    });
  }, [setParams]);

  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  const active = FILTER_KEYS.some((k) => params.has(k));

  /** What the list call sends: the filters, the page, 10 per page, and admin mode. */
  const apiQuery = useCallback((admin: boolean) => {
    const q = new URLSearchParams();
    for (const k of FILTER_KEYS) {
      const v = params.get(k);
      if (v) q.set(k, v);
    }
    q.set('page', String(page));
    q.set('limit', String(TICKET_PAGE_SIZE));
    if (admin) q.set('isAdmin', '1');
    return q.toString();
  }, [params, page]);

  return { filters, page, setFilters, setPage, clear, active, apiQuery };
}
